/*
 * Hebrew for lunr (the search of the Hebrew pages): a light stemmer of the site's own.
 *
 * Why our own: lunr-languages' Hebrew (1.22.0) only rewrites the final letters (ם to מ, ...),
 * so "מהפכות" never finds "מהפכה" and "הקלפים" never finds "קלף". Hebrew forms a word by
 * suffixes (plural -ים, -ות; feminine -ה, -ייה) and by one-letter prefixes written into the
 * word (ו "and", ה "the", ב "in", כ "as", ל "to", מ "from", ש "that": "והמהפכה" is "and the
 * revolution"). This follows the light approach of Hebrew search engines (strip the suffix, index
 * the word also without its prefixes):
 *   stem(word)      final letters as in the middle of a word, then the longest suffix of
 *                   SUFFIXES removed while at least two letters stay;
 *   variants(word)  the stem of the word, and the stem of the word without one or two prefix
 *                   letters where that stem keeps three letters: an index holds "מהפכ" for
 *                   "והמהפכה", so "מהפכות" (stem "מהפכ") finds it.
 * A query is stemmed, never stripped of prefixes (a word that begins with מ or ש would lose a
 * letter of its own: "מהפכה" is not "from הפכה"), so a query with a prefix finds the pages that
 * have that prefixed word. Material appends a trailing wildcard to every query term, so a query
 * stem only has to begin a stem of the page. tests/site/test_search_stems.py checks word
 * families of the pages under Node.
 */
(function (root) {
  "use strict";

  var FINALS = { "\u05DA": "\u05DB", "\u05DD": "\u05DE", "\u05DF": "\u05E0", "\u05E3": "\u05E4", "\u05E5": "\u05E6" };
  // Longest first: -יות (רביעיות), -ייה (רביעייה), -יים (זוגיים), -ות, -ים, -יה, -ה.
  var SUFFIXES = ["\u05D9\u05D5\u05EA", "\u05D9\u05D9\u05D4", "\u05D9\u05D9\u05DE", "\u05D5\u05EA", "\u05D9\u05DE", "\u05D9\u05D4", "\u05D4"];
  var PREFIXES = "\u05D5\u05D4\u05D1\u05DB\u05DC\u05DE\u05E9"; // ו ה ב כ ל מ ש
  var HEBREW = /^[\u05D0-\u05EA'\u05F3\u05F4"]+$/;

  function stem(word) {
    if (!HEBREW.test(word)) return word;
    var w = word.replace(/[\u05DA\u05DD\u05DF\u05E3\u05E5]/g, function (c) { return FINALS[c]; });
    for (var i = 0; i < SUFFIXES.length; i++) {
      var s = SUFFIXES[i];
      if (w.length - s.length >= 2 && w.slice(-s.length) === s) return w.slice(0, -s.length);
    }
    return w;
  }

  function variants(word) {
    var out = [stem(word)];
    if (!HEBREW.test(word)) return out;
    for (var n = 1; n <= 2; n++) {
      if (word.length - n < 3 || PREFIXES.indexOf(word.charAt(n - 1)) === -1) break;
      var rest = stem(word.slice(n));
      if (rest.length >= 3) out.push(rest);
    }
    return out;
  }

  root.hebrewStem = stem;
  root.hebrewStems = variants;
})(typeof self !== "undefined" ? self : globalThis);
