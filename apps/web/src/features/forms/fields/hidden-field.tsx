/** Fields of type `hidden` have no UI: their value lives in the engine's state and is sent (SPEC 7). */
export function HiddenField() {
  return null;
}
