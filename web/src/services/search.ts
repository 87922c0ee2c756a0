import type { AxiosInstance } from 'axios';
import { z } from 'zod';
import type { Locale } from '@paperwise/schemas/locales';
import { pickTop50, searchRequest, top50Request } from '@/engine/search-page';

const documentSchema = z.object({
  id: z.number().int(),
  label: z.string().min(1),
  url: z.string().min(1),
  thumb: z.string().min(1),
  search: z.string().min(1),
});
const searchAnswer = z.object({ total: z.number().int().min(0), documents: z.array(documentSchema) });
const topAnswer = z.object({ documents: z.array(documentSchema) });

export type TemplateDocument = z.infer<typeof documentSchema>;

/** GET {cached API}/search/{keyword}/ (signup §7): the total and the first batch of 12. */
export async function searchTemplates(
  client: AxiosInstance,
  keyword: string,
  locale: Locale,
): Promise<{ total: number; documents: TemplateDocument[] }> {
  const request = searchRequest(keyword, locale);
  const response = await client.get(request.path, { params: request.query });
  return searchAnswer.parse(response.data);
}

/** GET {cached API}/top50/ (signup §7): the first 12, with the third moved to the front. */
export async function topTemplates(client: AxiosInstance): Promise<TemplateDocument[]> {
  const request = top50Request();
  const response = await client.get(request.path, { params: request.query });
  return pickTop50(topAnswer.parse(response.data).documents);
}
