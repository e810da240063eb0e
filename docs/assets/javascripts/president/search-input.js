// Search as people type: Material's search box reads its value on `keyup` only (and on focus).
// Text that arrives without a key going up is never searched: a letter an on-screen or IME
// keyboard composes (Bulgarian, Hebrew, Polish letters on many phones), a word picked from
// autocorrect or dictation, a paste from the context menu. Every `input` event of the box is
// therefore passed on as a `keyup`, so Material searches whatever the box holds; a value it has
// already searched is not searched again (Material drops repeated values).

const BOX = "input.md-search__input";

function passOn(e) {
  const box = e.target;
  if (!(box instanceof HTMLInputElement) || !box.matches(BOX)) return;
  box.dispatchEvent(new KeyboardEvent("keyup", { bubbles: true }));
}

let bound = false;

/** Listen once per document (the search box lives in the header of every page). */
export function bindSearchInput() {
  if (bound) return;
  bound = true;
  document.addEventListener("input", passOn, true);
}
