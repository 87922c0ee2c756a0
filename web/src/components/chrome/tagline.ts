/** The tagline as the header shows it: the text, followed by the customer-service number when asked. */
export function taglineText(tagline: { text: string; withPhone: boolean } | null, phone: string): string | null {
  if (!tagline) return null;
  return tagline.withPhone && phone ? `${tagline.text} ${phone}` : tagline.text;
}
