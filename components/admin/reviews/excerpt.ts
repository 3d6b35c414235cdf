/** A review's text cut to a list row's length at a word, with an ellipsis; the API row keeps it whole. */
export function excerpt(text: string | null, max = 160): string | null {
  if (!text || text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
