// The games in progress kept on this device, listed on the play page: ruleset, round, points,
// when last played; each can be resumed or deleted (the game on the table is marked, not
// deletable). Opening a game never discards another one (storage.js keeps each under its id).

import { t } from "./strings.js";
import { el, clear } from "./dom.js";
import { listGames, deleteGame, MAX_GAMES } from "./storage.js";

class SavedGames {
  /** on.resume(game): open the kept game `game` ({id, fragment, config, ...}). */
  constructor(on, signal) {
    this.on = on;
    this.current = null;
    this.box = el("details", { class: "pw-log-box pw-saved-box" });
    this.summary = el("summary", null, t("saved.title"));
    this.body = el("div", { class: "pw-saved" });
    this.box.append(this.summary, this.body);
    this.box.addEventListener("toggle", () => { if (this.box.open) this.render(); }, { signal });
    // Another tab keeps or forgets a game: the list follows.
    window.addEventListener("storage", () => this.refresh(), { signal });
  }

  /** The game on the table now (its id), marked in the list. */
  setCurrent(id) {
    if (this.current === id) return;
    this.current = id;
    this.refresh();
  }

  refresh() {
    const n = listGames().length;
    this.summary.textContent = n ? `${t("saved.title")} (${n})` : t("saved.title");
    if (this.box.open) this.render();
  }

  render() {
    const body = this.body;
    clear(body);
    const games = listGames();
    if (!games.length) {
      body.append(el("p", { class: "pw-empty" }, t("saved.none")));
    } else {
      const table = el("table", { class: "pw-saved-table" });
      table.append(el("thead", null, el("tr", null,
        el("th", { scope: "col" }, t("label.preset")), el("th", { scope: "col" }, t("saved.round")),
        el("th", { scope: "col" }, t("result.points")), el("th", { scope: "col" }, t("saved.played")),
        el("th", { scope: "col" }, el("span", { class: "pw-sr" }, t("saved.resume"))))));
      const lang = document.documentElement.lang || undefined;
      const rows = el("tbody");
      for (const g of games) {
        const s = g.summary || {};
        const here = g.id === this.current;
        const when = new Date(g.at).toLocaleString(lang, { dateStyle: "medium", timeStyle: "short" });
        const actions = here
          ? el("td", null, el("span", { class: "pw-saved-here" }, t("saved.current")))
          : el("td", { class: "pw-saved-actions" },
            el("button", { type: "button", class: "md-button md-button--primary pw-btn pw-saved-resume", onclick: () => this.on.resume(g) }, t("saved.resume")),
            el("button", { type: "button", class: "md-button pw-btn pw-saved-delete", onclick: () => { deleteGame(g.id); this.refresh(); } }, t("saved.delete")));
        rows.append(el("tr", { "data-id": g.id, class: here ? "pw-me" : null },
          el("th", { scope: "row" }, t(`preset.${g.config.preset}`)),
          el("td", null, s.round_no ? `${s.round_no} / ${s.rounds}` : ""),
          el("td", null, s.points === undefined ? "" : String(s.points)),
          el("td", null, when), actions));
      }
      table.append(rows);
      body.append(el("div", { class: "pw-table-wrap" }, table));
    }
    body.append(el("p", { class: "pw-saved-limit" }, t("saved.limit", { n: MAX_GAMES })));
  }
}

export { SavedGames };
