/** The DocSearch modal's search input, which has no API to set its query from outside the modal. */

export function modalInput(): HTMLInputElement | null {
  return document.querySelector<HTMLInputElement>('.DocSearch-Input');
}

/** Gives the input a new value as typing would, so that DocSearch searches it. */
export function setModalQuery(input: HTMLInputElement, query: string): void {
  // React keeps track of the value it last set; the prototype's setter goes around that, so the input event counts.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, query);
  input.dispatchEvent(new Event('input', {bubbles: true}));
}

/**
 * Makes DocSearch search the input's current query again. React hands on an input event only when the value differs
 * from the one it last saw, so its record of that value is cleared first.
 */
export function searchModalQueryAgain(input: HTMLInputElement): void {
  (input as HTMLInputElement & {_valueTracker?: {setValue: (value: string) => void}})._valueTracker?.setValue('');
  input.dispatchEvent(new Event('input', {bubbles: true}));
}
