// DOM helpers: build elements from text only (never HTML), empty a node.

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  if (attrs) {
    for (const [k, v] of Object.entries(attrs)) {
      if (v === null || v === undefined || v === false) continue;
      if (k === "class") node.className = v;
      else if (k === "text") node.textContent = v;
      else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
      else node.setAttribute(k, v === true ? "" : String(v));
    }
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return node;
}

function clear(node) { while (node.firstChild) node.removeChild(node.firstChild); }

// A callback in the next frame (frame) or after ms milliseconds (later) that an AbortSignal
// cancels, so that a widget's teardown is one abort(); each keeps its abort listener only while
// it is pending. Returns {cancel()}.
function pending(signal, start, stop) {
  let id = 0;
  const abort = () => stop(id);
  id = start(() => signal.removeEventListener("abort", abort));
  signal.addEventListener("abort", abort, { once: true });
  return { cancel() { stop(id); signal.removeEventListener("abort", abort); } };
}

function frame(signal, fn) {
  return pending(signal, (settle) => requestAnimationFrame(() => { settle(); fn(); }), cancelAnimationFrame);
}

function later(signal, fn, ms) {
  return pending(signal, (settle) => setTimeout(() => { settle(); fn(); }, ms), clearTimeout);
}

export { el, clear, frame, later };
