/** The time source of the app; tests pass a controllable one instead of sleeping. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}
