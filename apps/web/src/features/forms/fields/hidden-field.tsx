/** Fields of type `hidden` have no UI: their value lives in the engine's state and is sent (docs/product.md#calls). */
export function HiddenField() {
  return null;
}
