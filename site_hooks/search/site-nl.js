// Dutch: lunr-languages' Snowball stemmer, trimmer and stop words. Snowball's Dutch keeps the -s
// of a plural after a vowel ("revoluties", "series"), which it strips after a consonant
// ("stapels"): a word in -ies loses its s first, so that "revoluties" finds "revolutie".
(function () {
  var snowball = lunr.siteLanguage.wordStemmer(lunr.nl.stemmer);
  lunr.siteLanguage("site-nl", {
    stem: function (word) { return snowball(word.length > 5 ? word.replace(/ies$/, "ie") : word); },
    trimmer: lunr.nl.trimmer,
    stopWordFilter: lunr.nl.stopWordFilter,
  });
})();
