// What the play widget shows around a game: the result of a round or of the game (places,
// titles, points, every round so far, the winners and what to do next), the statistics kept on
// this device, and the link of this game to share.

import { t } from "./strings.js";
import { el, clear } from "./dom.js";
import { listText, seatInline, seatName, titleName, titleOf } from "./narration.js";
import { loadStats, resetStats } from "./storage.js";

class RoundResult {
  /**
   * box: where the result is shown; actions: {nextRound(), again(seed), waiting(s)} (again: null
   * for a new deal, the game's seed for the same cards; absent in a game opened from an example;
   * waiting: at another's table online, the line that says who deals next, else null).
   */
  constructor(box, actions) {
    this.box = box;
    this.actions = actions;
    this.key = null;
  }

  reset() { this.key = null; clear(this.box); }

  /** Show the result of state `s` of game `game` once its round is over; returns the sentence
   * to announce ("" when nothing new is shown). */
  render(s, game) {
    // Built once per finished round (the state does not change until the next action).
    const key = s.round_over || s.game_over ? `${game}|${s.round_no}|${s.game_over}|${(s.ranking || []).join(",")}` : "";
    if (key === this.key) return "";
    this.key = key;
    clear(this.box);
    if (!key) return "";
    const n = s.players;
    const ranking = s.ranking || [];
    const box = el("section", { class: "pw-result-box", "aria-live": "polite" });
    const done = s.game_over ? t("result.game_over") : t("result.round_over", { i: s.round_no });
    box.append(el("h3", { class: "pw-result-title" }, done));
    const table = el("table", { class: "pw-result-table" });
    table.append(el("thead", null, el("tr", null,
      el("th", { scope: "col" }, t("result.place")), el("th", { scope: "col" }, t("label.seat")),
      el("th", { scope: "col" }, t("result.title")), el("th", { scope: "col" }, t("result.points")), el("th", { scope: "col" }, t("result.total")))));
    const body = el("tbody");
    ranking.forEach((seat, place) => {
      body.append(el("tr", { class: seat === s.human ? "pw-me" : null },
        el("td", null, String(place + 1)), el("th", { scope: "row" }, seatName(seat, s._ctx)),
        el("td", null, titleName(titleOf(seat, ranking, n, s.rules))),
        el("td", null, String(n - place)), el("td", null, String(s.scores[seat]))));
    });
    table.append(body);
    // Scrolls by itself, never the page, if six long titles do not fit a narrow screen.
    box.append(el("div", { class: "pw-table-wrap" }, table));
    // Every round so far, in a game of several rounds: the points of each round and the total.
    const rounds = s.rankings || [];
    if (s.rounds > 1 && rounds.length) {
      const all = el("table", { class: "pw-rounds-table" });
      all.append(el("caption", null, t("result.all_rounds")));
      all.append(el("thead", null, el("tr", null, el("th", { scope: "col" }, t("label.seat")),
        rounds.map((_, i) => el("th", { scope: "col" }, t("result.round_short", { i: i + 1 }))),
        el("th", { scope: "col" }, t("result.total")))));
      const rows = el("tbody");
      for (let seat = 0; seat < n; seat++) {
        rows.append(el("tr", { class: seat === s.human ? "pw-me" : null }, el("th", { scope: "row" }, seatName(seat, s._ctx)),
          rounds.map((r) => el("td", null, String(r.indexOf(seat) >= 0 ? n - r.indexOf(seat) : 0))),
          el("td", null, String(s.scores[seat]))));
      }
      all.append(rows);
      box.append(el("div", { class: "pw-table-wrap" }, all));
    }
    const waiting = this.actions.waiting ? this.actions.waiting(s) : null;
    if (s.game_over) {
      const best = Math.max(...s.scores);
      const winners = s.scores.map((v, i) => (v === best ? i : -1)).filter((i) => i >= 0);
      // The reader alone on top gets a sentence of its own ("You win."), not "Winner: You".
      const me = s._ctx ? s._ctx.human : null;
      const line = winners.length === 1 && me !== null && me !== undefined && winners[0] === me ? t("result.winner_you")
        : t("result.winner", { seats: listText(winners.map((w) => seatInline(w, s._ctx))), count: winners.length });
      box.append(el("p", { class: "pw-winner" }, line));
      if (waiting) box.append(el("p", { class: "pw-waiting-deal" }, waiting));
      else if (this.actions.again) {
        // Two distinct actions: the same cards again, or a new deal with the same settings.
        box.append(el("div", { class: "pw-actions pw-end-actions" },
          el("button", { type: "button", class: "md-button md-button--primary pw-btn pw-new-game pw-new-deal", onclick: () => this.actions.again(null) }, t("play.new_deal")),
          el("button", { type: "button", class: "md-button pw-btn pw-replay", onclick: () => this.actions.again("same") }, t("play.replay_deal"))));
      }
    } else if (waiting) {
      box.append(el("p", { class: "pw-waiting-deal" }, waiting));
    } else {
      box.append(el("button", { type: "button", class: "md-button md-button--primary pw-btn pw-next-round", onclick: () => this.actions.nextRound() }, t("play.next_round")));
    }
    this.box.append(box);
    return done;
  }
}

// The statistics kept on this device, per ruleset, in a closed box.
class StatsPanel {
  constructor(signal) {
    this.box = el("details", { class: "pw-log-box pw-stats-box" }, el("summary", null, t("stats.title")));
    this.body = el("div", { class: "pw-stats" });
    this.box.append(this.body);
    this.box.addEventListener("toggle", () => { if (this.box.open) this.render(); }, { signal });
  }

  /** Draw the statistics again if they are shown (a game was counted). */
  refresh() { if (this.box.open) this.render(); }

  render() {
    const body = this.body;
    clear(body);
    const all = loadStats();
    const names = Object.keys(all).filter((k) => all[k].games > 0);
    if (!names.length) {
      body.append(el("p", { class: "pw-empty" }, t("stats.none")));
      return;
    }
    const table = el("table", { class: "pw-stats-table" });
    table.append(el("thead", null, el("tr", null,
      el("th", { scope: "col" }, t("label.preset")), el("th", { scope: "col" }, t("stats.games")),
      el("th", { scope: "col" }, t("stats.wins")), el("th", { scope: "col" }, t("stats.average_place")),
      el("th", { scope: "col" }, t("stats.average_points")))));
    const tbody = el("tbody");
    const fmt = (x) => x.toLocaleString(document.documentElement.lang || undefined, { maximumFractionDigits: 1 });
    for (const name of names) {
      const p = all[name];
      // One result per person (in pass and play, several per game).
      const results = p.places.reduce((acc, c) => acc + c, 0) || p.games;
      const placeSum = p.places.reduce((acc, c, i) => acc + c * (i + 1), 0);
      const [preset, shared] = name.split("|");
      const label = shared ? t("stats.shared_row", { preset: t(`preset.${preset}`) }) : t(`preset.${preset}`);
      tbody.append(el("tr", { "data-preset": preset, "data-shared": shared ? "1" : null }, el("th", { scope: "row" }, label),
        el("td", null, String(p.games)), el("td", null, String(p.places[0] || 0)),
        el("td", null, fmt(placeSum / results)), el("td", null, fmt(p.points / results))));
    }
    table.append(tbody);
    body.append(el("div", { class: "pw-table-wrap" }, table),
      el("button", { type: "button", class: "md-button pw-btn pw-stats-reset", onclick: () => {
        // The statistics of every ruleset go for good: ask first.
        if (!window.confirm(t("stats.reset_confirm"))) return;
        resetStats();
        this.render();
      } }, t("stats.reset")));
  }
}

// The link of the game in progress, to copy.
class ShareLink {
  constructor() { this.box = el("div", { class: "pw-share" }); }

  /** Show the link of this page with the game's settings fragment `frag` ("#preset=..."). */
  render(frag) {
    clear(this.box);
    const url = location.href.split("#")[0] + frag;
    const id = `pw-share-${Math.random().toString(36).slice(2, 8)}`;
    const input = el("input", { id, type: "text", readonly: true, value: url, class: "pw-share-url", dir: "ltr" });
    const copy = el("button", { type: "button", class: "md-button pw-btn pw-copy", onclick: async () => {
      input.select();
      try { await navigator.clipboard.writeText(url); copy.textContent = t("share.copied"); } catch (e) { copy.textContent = t("share.select"); }
    } }, t("share.copy"));
    this.box.append(el("label", { for: id }, t("share.label")), el("div", { class: "pw-share-row" }, input, copy));
  }
}

export { RoundResult, StatsPanel, ShareLink };
