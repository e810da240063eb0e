// Polish: lunr-languages' light Polish stemmer (suffixes of cases, numbers and derivations) and
// stop words; no trimmer: the index's separator splits off punctuation.
lunr.siteLanguage("site-pl", {
  stem: lunr.siteLanguage.wordStemmer(lunr.pl.stemmer),
  stopWordFilter: lunr.pl.stopWordFilter,
});
