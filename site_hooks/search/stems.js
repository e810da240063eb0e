/*
 * The site's search languages for lunr (the search engine of Material for MkDocs): one function,
 * lunr.siteLanguage(id, options), that makes lunr[id], a language whose index holds every word
 * both as written and as its stem, and whose queries are stemmed, so that a form of a word the
 * page does not spell out finds it ("revolutions" finds "revolution", "rewolucje" finds
 * "rewolucja", "מהפכות" finds "מהפכה").
 *
 * Material appends "*" to every query word (so that a word being typed finds the words it
 * begins), and lunr's query parser runs no pipeline on a term with a wildcard: "revolutions*"
 * would only find words beginning with "revolutions". Each search worker loads one language,
 * so here the parser turns each "word*" into "stem*". Material reads the query's clauses with
 * the same parser, so it checks the found words against the stem and does not mark a query
 * word as missing from a result that holds another form of it (the index keeps the written
 * word too, so a result of the very word is marked as before).
 *
 * options:
 *   stem(word)      the stem of one lower-case word (a string); required
 *   variants(word)  optional: the stems to index for one word (default [stem(word)]), e.g. the
 *                   word without a Hebrew prefix too
 *   trimmer, stopWordFilter
 *                   optional lunr pipeline functions run on the index before the stems
 *
 * site_hooks/search_per_language.py writes, for each language of the site, one file that
 * Material's search worker imports: the stemmer of lunr-languages (or the site's own), this
 * file, and the language's entry (site_hooks/search/site-<lang>.js).
 * tests/site/test_search_stems.py runs every language's stem under Node.
 */
(function (root) {
  "use strict";
  var lunr = root.lunr;
  if (!lunr) return;

  // A word and its stem are indexed at the same place of a page, and a query ("revolut*")
  // matches both: Material would mark that place once per matching term, wrapping the word in a
  // second <mark> inside the first and breaking the tag into text (a stray ">" before every
  // match in Hebrew). Each result keeps every matched term, with each place of a field listed
  // under the first term only.
  if (!lunr.Index.prototype.search.placesOnce) {
    var search = lunr.Index.prototype.search;
    lunr.Index.prototype.search = function (queryString) {
      var results = search.call(this, queryString);
      for (var r = 0; r < results.length; r++) {
        var metadata = results[r].matchData.metadata, seen = {};
        for (var term in metadata) {
          for (var field in metadata[term]) {
            var meta = metadata[term][field];
            if (!meta || !meta.position) continue;
            var places = seen[field] || (seen[field] = {});
            meta.position = meta.position.filter(function (p) {
              var key = String(p);
              if (places[key]) return false;
              places[key] = true;
              return true;
            });
          }
        }
      }
      return results;
    };
    lunr.Index.prototype.search.placesOnce = true;
  }

  lunr.siteLanguage = function (id, options) {
    var stem = options.stem;
    var variants = options.variants || function (word) { return [stem(word)]; };

    // The index: the word as written, then each stem that differs from it.
    var indexStems = function (token) {
      var word = token.toString().toLowerCase(), out = [token], seen = {};
      seen[word] = true;
      var stems = variants(word);
      for (var i = 0; i < stems.length; i++) {
        var s = stems[i];
        if (!s || seen[s]) continue;
        seen[s] = true;
        out.push(token.clone(function () { return s; }));
      }
      return out.length === 1 ? token : out;
    };
    // A query term without a wildcard ("+revolutions") goes through this one.
    var queryStem = function (token) {
      return token.update(function (s) { return stem(s.toLowerCase()); });
    };
    lunr.Pipeline.registerFunction(indexStems, "stemmer-" + id);
    lunr.Pipeline.registerFunction(queryStem, "query-stemmer-" + id);

    lunr[id] = function () {
      this.pipeline.reset();
      if (options.trimmer) this.pipeline.add(options.trimmer);
      if (options.stopWordFilter) this.pipeline.add(options.stopWordFilter);
      this.pipeline.add(indexStems);
      this.searchPipeline.reset();
      this.searchPipeline.add(queryStem);
    };
    lunr[id].stem = stem;
    lunr[id].stemmer = indexStems;
    lunr[id].trimmer = options.trimmer;
    lunr[id].stopWordFilter = options.stopWordFilter;

    var parse = lunr.QueryParser.prototype.parse;
    lunr.QueryParser.prototype.parse = function () {
      var query = parse.call(this);
      for (var i = 0; i < query.clauses.length; i++) {
        var clause = query.clauses[i], m = /^([^*]+)\*$/.exec(clause.term);
        if (m && !clause.usePipeline) clause.term = stem(m[1].toLowerCase()) + "*";
      }
      return query;
    };
  };

  // A lunr-languages stemmer (a pipeline function on tokens) as a function on words.
  lunr.siteLanguage.wordStemmer = function (pipelineFunction) {
    return function (word) { return pipelineFunction(new lunr.Token(word)).toString(); };
  };
})(typeof self !== "undefined" ? self : globalThis);
