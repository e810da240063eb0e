// Hebrew: the site's own stemmer (he.js) with the word's prefixes in the index, and
// lunr-languages' Hebrew trimmer (it keeps Hebrew letters, geresh and gershayim).
lunr.siteLanguage("site-he", { stem: hebrewStem, variants: hebrewStems, trimmer: lunr.he.trimmer });
