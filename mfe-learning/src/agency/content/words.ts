/** Words of a Markdown text as a reader counts them: link targets and bare addresses and markup left out. */
export function countWords(markdown: string): number {
  const text = markdown.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/https?:\/\/\S+/g, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
