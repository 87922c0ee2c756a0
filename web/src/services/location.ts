import type { AxiosInstance } from 'axios';
import { parseLocalization, type Localization } from '@/engine/localization';

/** GET the location service root: the visitor's localization record. */
export async function fetchLocalization(client: AxiosInstance): Promise<Localization> {
  const response = await client.get('');
  const record = parseLocalization(response.data);
  if (!record) throw new Error('The location service answered something that is not a localization record');
  return record;
}
