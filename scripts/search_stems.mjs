// The site's search stems under Node, as Material's search worker computes them: loads lunr and
// lunr-languages' stemmer support (npm, pinned), then a language's worker file (the text of
// site_hooks/search_per_language.py worker_file(lang), given as a file), and prints, for each
// word, the query stem and the stems the index keeps. Used by tests/site/test_search_stems.py.
//
// Usage: node scripts/search_stems.mjs <lang> <worker-file> '<json list of words>'

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import vm from "node:vm";

const require = createRequire(import.meta.url);
const [lang, file, words] = process.argv.slice(2);
globalThis.lunr = require("lunr");
vm.runInThisContext(readFileSync(require.resolve("lunr-languages/min/lunr.stemmer.support.min.js"), "utf8"));
vm.runInThisContext(readFileSync(file, "utf8"));
const language = globalThis.lunr[`site-${lang}`];
const out = {};
for (const word of JSON.parse(words)) {
  const indexed = language.stemmer(new globalThis.lunr.Token(word.toLowerCase()));
  out[word] = {
    query: language.stem(word.toLowerCase()),
    index: (Array.isArray(indexed) ? indexed : [indexed]).map(String),
  };
}
console.log(JSON.stringify(out));
