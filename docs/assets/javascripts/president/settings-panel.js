import { t } from "./strings.js";
import { el, clear } from "./dom.js";
import { seatName } from "./narration.js";
import { levelNames, defaultConfig } from "./settings.js";

// The game settings panel of the play page: the ruleset first, with its one-line description,
// then the options in groups named in the game's terms, each option with one line saying what
// it does and a link to its rule section. Options that cannot make a difference with the
// others as set (the engine's presets_info().needs) or that the ruleset fixes are disabled,
// with the reason next to them. The option list, the ranges and the needs come from the engine;
// only the grouping and the rule sections are the page's.

// The groups, in the order of the panel. `rare`: collapsed unless the ruleset (or the link)
// turns one of its options on. An option the engine adds that no group names goes to "more".
const GROUPS = [
  { id: "players", options: ["rounds"] },
  { id: "beat", options: ["equal_plays", "sequences", "jokers", "joker_not_two"] },
  { id: "clear", options: ["two_clears", "eight_clears", "two_bombs", "quad_clears", "match_clears"] },
  { id: "revolution", options: ["revolution", "revolution_timing", "western_revolution"] },
  { id: "lead", options: ["first_lead", "later_lead", "exchange", "uneven_deal"] },
  { id: "house", options: ["match_skips", "descents", "inheritance"], rare: true },
  { id: "local", options: ["spade3_return", "lock", "jack_back", "capital_fall", "forbidden_finish", "five_skip", "seven_pass", "ten_discard"], rare: true },
];

// The rule section each option changes (page/#anchor, the same in every language: the play page
// is <lang>/play/, so "../" leads to the same language's pages). tests/browser/test_table.py
// checks every anchor against docs/anchors.yml.
const OPTION_RULES = {
  equal_plays: "equal-plays/#equal-plays-what", two_clears: "rules/#rules-two-clears",
  revolution: "revolution/#revolution-what", revolution_timing: "revolution/#revolution-timing",
  sequences: "sequences/#sequences-what", jokers: "jokers/#jokers-what",
  eight_clears: "eight-clears/#eight-clears-what", exchange: "card-exchange/#exchange-what",
  rounds: "rules/#rules-end", first_lead: "rules/#rules-first-lead", later_lead: "house-rules/#house-later-lead",
  two_bombs: "house-rules/#house-two-bombs", quad_clears: "house-rules/#house-quad-clears",
  match_skips: "house-rules/#house-match-skips", match_clears: "house-rules/#house-match-clears",
  joker_not_two: "house-rules/#house-joker-not-two", uneven_deal: "house-rules/#house-uneven-deal",
  descents: "house-rules/#house-descents", inheritance: "house-rules/#house-inheritance",
  western_revolution: "house-rules/#western-revolution",
  spade3_return: "local-rules/#local-spade3-return", lock: "local-rules/#local-lock",
  jack_back: "local-rules/#local-jack-back", capital_fall: "local-rules/#local-capital-fall",
  forbidden_finish: "local-rules/#local-forbidden-finish", five_skip: "local-rules/#local-five-skip",
  seven_pass: "local-rules/#local-seven-pass", ten_discard: "local-rules/#local-ten-discard",
};

// A link to a rule section; its name says which rule ("The rule: Revolution").
function ruleLink(target, what) {
  return el("a", { class: "pw-rule-link", href: `../${target}`, "aria-label": `${t("settings.more")}: ${what}` }, t("settings.more"));
}

const uid = (name) => `pw-${name}-${Math.random().toString(36).slice(2, 8)}`;

class SettingsPanel {
  /** form: the <form> to fill (its submit is the caller's: New game); info: presets_info(). */
  constructor(form, info) {
    this.form = form;
    this.info = info;
    this.levelsBox = null;
  }

  /** Builds the panel for config {preset, options, players, seed, levels}. */
  render(config) {
    const info = this.info;
    const f = this.form;
    clear(f);
    f.classList.add("pw-settings-panel");
    const p = info.presets[config.preset];
    const valueOf = (name) => (name in config.options ? config.options[name] : p.defaults[name]);
    // The ruleset, first, with its description and its rules.
    const presetId = uid("preset");
    const presetSel = el("select", { id: presetId, name: "preset", "aria-describedby": `${presetId}-desc` },
      Object.keys(info.presets).map((name) => el("option", { value: name, selected: name === config.preset }, t(`preset.${name}`))));
    presetSel.addEventListener("change", () => {
      this.render(defaultConfig(info, presetSel.value));
      // The select the user was on is a new one now: keep the focus there.
      if (this.form.elements.preset) this.form.elements.preset.focus({ preventScroll: true });
    });
    const presetField = el("div", { class: "pw-field pw-preset-field" },
      el("label", { for: presetId }, t("label.preset")), presetSel,
      el("p", { class: "pw-help pw-preset-desc", id: `${presetId}-desc` }, t(`preset_desc.${config.preset}`), " ",
        ruleLink(`rulesets/#rulesets-${config.preset}`, t(`preset.${config.preset}`))));
    f.append(presetField);

    const grouped = new Set(GROUPS.flatMap((g) => g.options));
    const more = Object.keys(info.options).filter((n) => n !== "players" && !grouped.has(n));
    const groups = more.length ? [...GROUPS, { id: "more", options: more, rare: true }] : GROUPS;
    const box = el("div", { class: "pw-groups" });
    for (const g of groups) {
      const names = g.options.filter((n) => n in info.options);
      const fields = names.map((name) => this.optionField(name, info.options[name], valueOf(name), p.locked.includes(name)));
      const body = el("div", { class: "pw-group-body" });
      if (g.id === "players") body.append(this.playersField(config, p));
      body.append(...fields);
      if (g.id === "players") {
        body.append(this.levelsField(config));
        const seedId = uid("seed");
        body.append(el("div", { class: "pw-field pw-choice", "data-option": "seed" },
          el("label", { for: seedId }, t("label.seed")),
          el("input", { id: seedId, name: "seed", type: "number", min: 0, max: 999999999, value: config.seed ?? "", placeholder: t("label.seed_random"), inputmode: "numeric" }),
          el("p", { class: "pw-help" }, el("span", { class: "pw-what" }, t("option_help.seed")))));
      }
      const allLocked = names.length > 0 && names.every((n) => p.locked.includes(n));
      const anyOn = names.some((n) => info.options[n].type === "bool" && valueOf(n) === true);
      const open = g.id === "players" || (!allLocked && (!g.rare || anyOn));
      const summaryId = uid(`group-${g.id}`);
      const details = el("details", { class: "pw-group", "data-group": g.id, open },
        el("summary", { id: summaryId }, t(`settings.group.${g.id}`),
          allLocked ? el("span", { class: "pw-group-note" }, t("settings.locked")) : null), body);
      body.setAttribute("role", "group");
      body.setAttribute("aria-labelledby", summaryId);
      box.append(details);
    }
    f.append(box);
    f.append(el("div", { class: "pw-settings-actions" },
      el("button", { type: "submit", class: "md-button md-button--primary pw-btn pw-new" }, t("play.new_game"))));
    f.oninput = f.onchange = () => this.applyNeeds();
    this.applyNeeds();
  }

  playersField(config, p) {
    const id = uid("players");
    const players = el("input", { id, name: "players", type: "number", min: p.players[0], max: p.players[1], value: config.players, inputmode: "numeric" });
    // Only the list of seats follows the number of players, in place: rebuilding the form here
    // would remove the field and the New game button under a click or Enter in progress.
    const follow = () => this.syncLevels(players.value, p);
    players.addEventListener("input", follow);
    players.addEventListener("change", follow);
    return el("div", { class: "pw-field pw-choice", "data-option": "players" },
      el("label", { for: id }, t("label.players")), players,
      el("p", { class: "pw-help" }, el("span", { class: "pw-what" }, t("option_help.players", { min: p.players[0], max: p.players[1] }))));
  }

  // One row per seat in order of play: seat 0 is yours (the numbers are the rules pages' and
  // the examples'), each other seat a computer player of a level or another person here.
  levelsField(config) {
    this.levelsBox = el("fieldset", { class: "pw-levels" }, el("legend", null, t("settings.seats")),
      el("div", { class: "pw-field pw-seat-row pw-you" }, el("span", { class: "pw-seat-label" }, seatName(0)), el("span", null, t("seat.you"))));
    for (let s = 1; s < config.players; s++) this.levelsBox.append(this.levelRow(s, config.levels[s - 1]));
    return this.levelsBox;
  }

  optionField(name, spec, value, locked) {
    const id = uid(name);
    const label = t(`option.${name}`);
    let control;
    let field;
    if (spec.type === "bool") {
      control = el("input", { id, name, type: "checkbox", checked: !!value, disabled: locked });
      field = el("div", { class: "pw-field pw-check" }, control, el("label", { for: id }, label));
    } else {
      if (spec.type === "int") {
        control = el("input", { id, name, type: "number", min: spec.min, max: spec.max, value, disabled: locked, inputmode: "numeric" });
      } else {
        control = el("select", { id, name, disabled: locked },
          spec.choices.map((c) => el("option", { value: String(c), selected: c === value }, t(`choice.${name}.${c}`))));
      }
      field = el("div", { class: "pw-field pw-choice" }, el("label", { for: id }, label), control);
    }
    field.dataset.option = name;
    if (locked) field.classList.add("pw-locked");
    const target = OPTION_RULES[name];
    const what = el("span", { class: "pw-what", id: `${id}-what` }, t(`option_help.${name}`));
    const why = el("span", { class: "pw-reason", id: `${id}-why` }, locked ? t("settings.locked") : "");
    field.append(el("p", { class: "pw-help" }, what, " ", target ? ruleLink(target, label) : null, why));
    control.setAttribute("aria-describedby", locked ? `${id}-what ${id}-why` : `${id}-what`);
    return field;
  }

  // Options that cannot make a difference with the others as set (the engine's needs) are
  // disabled, with the reason next to them; they come back as soon as they matter.
  applyNeeds() {
    const f = this.form;
    const info = this.info;
    if (!f || !f.elements.preset || !info.needs) return;
    const p = info.presets[f.elements.preset.value];
    if (!p) return;
    const current = (name) => {
      const c = f.elements[name];
      if (!c) return p.defaults[name];
      if (c.type === "checkbox") return c.checked;
      const v = Number(c.value);
      return Number.isFinite(v) && String(c.value).trim() !== "" ? v : c.value;
    };
    for (const [name, need] of Object.entries(info.needs)) {
      const c = f.elements[name];
      if (!c) continue;
      const field = c.closest(".pw-field");
      const why = field && field.querySelector(".pw-reason");
      const what = field && field.querySelector(".pw-what");
      const locked = p.locked.includes(name);
      if (locked) continue;
      const value = current(need.option);
      const met = "is" in need ? value === need.is : Number(value) >= need.min;
      c.disabled = !met;
      if (field) field.classList.toggle("pw-unneeded", !met);
      if (!why) continue;
      let reason = "";
      if (!met) {
        // A sentence of its own for each option needed (an option's name is no phrase to
        // put inside another sentence): settings.needs_<option>.
        reason = t(`settings.needs_${need.option}`);
      }
      why.textContent = reason;
      c.setAttribute("aria-describedby", [what && what.id, reason ? why.id : null].filter(Boolean).join(" "));
    }
  }

  levelRow(seat, level) {
    const id = `pw-level${seat}-${Math.random().toString(36).slice(2, 8)}`;
    const sel = el("select", { id, name: `level${seat}` },
      levelNames().map((l) => el("option", { value: l, selected: l === (level || "normal") }, t(`level.${l}`))));
    return el("div", { class: "pw-field pw-seat-row", "data-seat": seat }, el("label", { for: id, class: "pw-seat-label" }, seatName(seat)), sel);
  }

  // One level select per opponent for the number typed so far (ignored until it is a whole
  // number in the preset's range); the levels already chosen stay.
  syncLevels(value, p) {
    const box = this.levelsBox;
    if (!box || !box.isConnected || !/^\d{1,2}$/.test(String(value).trim())) return;
    const n = Number(value);
    if (n < p.players[0] || n > p.players[1]) return;
    const rows = [...box.querySelectorAll(".pw-field[data-seat]")];
    rows.slice(n - 1).forEach((r) => r.remove());
    for (let seat = rows.length + 1; seat < n; seat++) box.append(this.levelRow(seat, "normal"));
  }

  /** The config the panel shows: {preset, options (those that differ from the ruleset's),
   * players, seed (null: a new deal), levels}, or null before the panel is built. */
  read() {
    const info = this.info;
    const f = this.form;
    if (!f || !f.elements.preset || !f.elements.players || !f.elements.seed) return null;
    const preset = f.elements.preset.value;
    const p = info.presets[preset];
    if (!p) return null;
    let players = Number(f.elements.players.value);
    if (!Number.isInteger(players)) players = p.defaults.players;
    players = Math.max(p.players[0], Math.min(p.players[1], players));
    const options = {};
    for (const [name, spec] of Object.entries(info.options)) {
      if (name === "players") continue;
      const c = f.elements[name];
      if (!c || p.locked.includes(name)) continue;
      if (spec.type === "bool") options[name] = c.checked;
      else if (spec.type === "int") {
        let v = Number(c.value);
        if (!Number.isInteger(v)) v = p.defaults[name];
        options[name] = Math.max(spec.min, Math.min(spec.max, v));
      } else {
        options[name] = typeof spec.choices[0] === "number" ? Number(c.value) : c.value;
      }
      if (options[name] === p.defaults[name]) delete options[name];
    }
    const levels = [];
    for (let s = 1; s < players; s++) {
      const c = f.elements[`level${s}`];
      levels.push(c && levelNames().includes(c.value) ? c.value : "normal");
    }
    const seedText = f.elements.seed.value.trim();
    const seed = /^\d{1,9}$/.test(seedText) ? Number(seedText) : null;
    return { preset, options, players, seed, levels };
  }
}

export { SettingsPanel, OPTION_RULES, GROUPS, ruleLink };
