// German: lunr-languages' Snowball stemmer, trimmer and stop words.
lunr.siteLanguage("site-de", {
  stem: lunr.siteLanguage.wordStemmer(lunr.de.stemmer),
  trimmer: lunr.de.trimmer,
  stopWordFilter: lunr.de.stopWordFilter,
});
