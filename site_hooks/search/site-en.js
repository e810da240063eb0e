// English: lunr's own Porter stemmer, trimmer and stop words.
lunr.siteLanguage("site-en", {
  stem: lunr.siteLanguage.wordStemmer(lunr.stemmer),
  trimmer: lunr.trimmer,
  stopWordFilter: lunr.stopWordFilter,
});
