/*
 * Bulgarian for lunr (the search of the Bulgarian pages): a light suffix stripper as the
 * stemmer of both the index and the query pipeline, so that a definite or plural form finds the
 * bare form and the other way round ("революцията" finds "революция", "чифтове" finds "чифт").
 *
 * Why our own: lunr-languages has no Bulgarian and Snowball none either; the one maintained
 * JavaScript port of a Bulgarian stemmer on npm (@orama/stemmers 3.1.18, bulgarian, from
 * Lucene's BulgarianStemmer after Savoy) writes into a string and throws a TypeError in strict
 * code on plurals such as "шестици" or "жокери", and maps "революция" and "революцията" to
 * different stems. This one follows the same light approach (Savoy, "Searching strategies for
 * the Bulgarian language", 2007): strip the definite article, then a plural ending, then the
 * final vowels; it never stems a word to fewer than three letters. Material appends a trailing
 * wildcard to every query term, so a query stem only has to be a prefix of the page's stem.
 *
 * Material's search worker loads it with site_hooks/search/stems.js and site-bg.js (see
 * site_hooks/search_per_language.py); tests/site/test_search_bg.py runs stem() under Node on
 * word families from the pages, tests/browser/test_search.py searches them in Chromium.
 */
(function (root) {
  "use strict";

  // The first ending that fits is removed; none leaves fewer than three letters. The article
  // -та follows the а/я of a feminine noun (купчината, революцията) or its final т
  // (последователността), -то the о/е of a neuter one (мястото, карето), -те the и/е of a
  // plural (жокерите). Anywhere else the т belongs to the word: the а of президента or
  // комплекта is the short article, and работа or карта have none (the final-vowel step below
  // takes such a vowel).
  var ARTICLE = /(?:ият|ът|ят|[аят](та)|[ое](то)|[ие](те))$/;
  var PLURAL = /(?:ища|ове|еве)$/;
  var VOWELS = "аъоуеияюй";

  function strip(word, rx) {
    var m = rx.exec(word);
    if (!m) return word;
    var cut = (m[1] || m[2] || m[3] || m[0]).length;
    return word.length - cut >= 3 ? word.slice(0, -cut) : word;
  }

  /** The stem of one lower-case word; a word without Cyrillic endings comes back as it is. */
  function stem(word) {
    if (word.length < 4) return word;
    var w = strip(strip(word, ARTICLE), PLURAL);
    // neuter plurals in -ета keep their е: карета, валета ~ каре, вале
    if (w.length > 4 && w.slice(-3) === "ета") w = w.slice(0, -2);
    while (w.length > 3 && VOWELS.indexOf(w.charAt(w.length - 1)) !== -1) w = w.slice(0, -1);
    // the mobile vowel of masculine adjectives and nouns: нормален ~ нормална, малък ~ малка
    if (w.length > 4 && (w.slice(-2) === "ен" || w.slice(-2) === "ък"))
      w = w.slice(0, -2) + w.slice(-1);
    return w;
  }

  root.bulgarianStem = stem;
})(typeof self !== "undefined" ? self : globalThis);
