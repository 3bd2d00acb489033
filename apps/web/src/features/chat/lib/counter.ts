/** The composer's state for a text of `length` characters and a maximum of `max` (settings.message_length). */
export function messageCounter(text: string, max: number) {
  const length = text.length;
  return { length, max, remaining: max - length, tooLong: length > max, sendable: text.trim().length > 0 && length <= max };
}
