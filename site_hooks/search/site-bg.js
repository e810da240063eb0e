// Bulgarian: the site's own stemmer (bg.js); no stop words, no trimmer: the index's separator
// splits off punctuation.
lunr.siteLanguage("site-bg", { stem: bulgarianStem });
