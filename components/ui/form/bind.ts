/** A text field's value, its error and its change handler, from a plain string state. */
export const bindText = (value: string, set: (value: string) => void, error?: string) => ({
  value,
  error,
  onChange: (e: { target: { value: string } }) => set(e.target.value),
});
