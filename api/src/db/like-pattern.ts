/** LIKE's wildcards and its escape character, taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** An ILIKE pattern matching `text` anywhere, its wildcards taken literally. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
