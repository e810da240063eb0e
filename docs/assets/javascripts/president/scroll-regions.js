// Keyboard access to the tables that scroll sideways (axe-core: scrollable-region-focusable).
// Material wraps each page table in a .md-typeset__scrollwrap; site.css lets that wrapper do
// the scrolling (the table itself would lose Material's table style on focus, when the
// focus-visible polyfill gives it a class). A scroll region without anything focusable inside
// can only be scrolled with a pointer: a wrapper that overflows gets tabindex="0" (Tab reaches
// it, the arrow keys scroll it); one that fits loses it again, so wide screens gain no tab
// stops. Bound on every page load (Material's document$) and on resize.

const WRAPS = ".md-typeset__scrollwrap";

function mark() {
  for (const wrap of document.querySelectorAll(WRAPS)) {
    if (wrap.scrollWidth > wrap.clientWidth + 1) wrap.setAttribute("tabindex", "0");
    else wrap.removeAttribute("tabindex");
  }
}

let resizeBound = false;

// Mark the page's scroll regions now and after the next layout (Material may wrap the tables
// in the same turn as document$ emits), and keep them marked as the width changes.
export function bindScrollRegions() {
  mark();
  requestAnimationFrame(mark);
  if (!resizeBound) {
    resizeBound = true;
    let pending = 0;
    window.addEventListener("resize", () => {
      cancelAnimationFrame(pending);
      pending = requestAnimationFrame(mark);
    });
  }
}
