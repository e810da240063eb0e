// Online play, the panel above the table: for the host, the invitation (link, copy, QR code),
// who sits where, Start game, handing an absent guest's seat to the computer and closing the
// table; for a guest, the connection, a name and the free seats to take, then who sits where.
// Names come from other people's pages: they are only ever set as text.

import { t } from "./strings.js";
import { el, clear } from "./dom.js";
import { seatName } from "./narration.js";
import { signalAddress } from "./online-link.js";
import { qrcode } from "../vendor/qrcode/qrcode.mjs";

const SVG = "http://www.w3.org/2000/svg";

/** The QR code of `text` as an SVG element (black modules on white, a quiet zone of 4). */
function qrSvg(text, label) {
  const qr = qrcode(0, "M");
  qr.addData(text);
  qr.make();
  const n = qr.getModuleCount();
  const size = n + 8;
  let d = "";
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (qr.isDark(r, c)) d += `M${c + 4} ${r + 4}h1v1h-1z`;
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", `0 0 ${size} ${size}`);
  svg.setAttribute("class", "pw-qr");
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", label);
  svg.setAttribute("shape-rendering", "crispEdges");
  const bg = document.createElementNS(SVG, "rect");
  bg.setAttribute("width", String(size));
  bg.setAttribute("height", String(size));
  bg.setAttribute("fill", "#fff");
  const path = document.createElementNS(SVG, "path");
  path.setAttribute("d", d);
  path.setAttribute("fill", "#000");
  svg.append(bg, path);
  return svg;
}

/** The host of a table as the messages take it: {host: the name typed, or "", named: "yes" |
 * "no"} (without a name the message itself says "the host"). `lobby`: the host's lobby message,
 * or null. */
function hostOf(lobby) {
  const host = lobby && lobby.seats.find((s) => s.role === "host");
  return { host: (host && host.name) || "", named: host && host.name ? "yes" : "no" };
}

/** How a seat of the lobby is described: "Ana (you)", "Seat 2: free", ... */
function seatLine(s, you) {
  const name = s.name || (s.role === "host" ? t("online.host") : seatName(s.seat));
  if (s.role === "host") {
    // A host who typed no name is "Host" (in this page's language): no need to say it twice.
    if (!s.name) return s.seat === you ? t("online.seat_you", { name }) : name;
    return t(s.seat === you ? "online.seat_host_you" : "online.seat_host", { name });
  }
  if (s.role === "guest") {
    if (s.seat === you) return t("online.seat_you", { name });
    if (s.away) return t("online.seat_away_ai", { name, level: t(`level.${s.level || "normal"}`) });
    return t(s.here ? "online.seat_guest" : "online.seat_guest_gone", { name });
  }
  if (s.role === "ai") return t("online.seat_ai", { seat: name, level: t(`level.${s.level || "normal"}`) });
  return t("online.seat_free", { seat: name, level: t(`level.${s.level || "normal"}`) });
}

class Lobby {
  /** box: the panel's element (hidden until used). */
  constructor() {
    this.box = el("section", { class: "pw-online", "aria-label": t("online.label") });
    this.box.hidden = true;
  }

  hide() { this.box.hidden = true; clear(this.box); }

  // The panel is drawn anew when anything changes (someone sits down, the connection comes
  // back): a name being typed keeps its focus and caret. Returns a function that puts them back.
  keepTyping() {
    const now = document.activeElement;
    if (!now || !this.box.contains(now) || now.tagName !== "INPUT") return () => {};
    const cls = now.className;
    const [start, end] = [now.selectionStart, now.selectionEnd];
    return () => {
      const again = this.box.querySelector(`input.${cls.split(" ")[0]}`);
      if (!again) return;
      again.focus({ preventScroll: true });
      try { again.setSelectionRange(start, end); } catch (e) { /* not a text field */ }
    };
  }

  status(text, kind) {
    return el("p", { class: "pw-online-status", role: "status", "data-kind": kind || "" }, text);
  }

  /**
   * The host's panel. table: the HostTable; actions: {start(), close(), handToComputer(seat)}.
   */
  renderHost(table, actions) {
    const box = this.box;
    const refocus = this.keepTyping();
    clear(box);
    box.hidden = false;
    box.dataset.role = "host";
    const started = table.record.started;
    const kind = table.status === "failed" || table.failure ? `failed-${table.failure}` : table.status;
    let line;
    if (table.failure) line = t(`online.status_${table.failure}`, { address: signalAddress() });
    else if (table.status === "opening") line = t("online.status_opening");
    else line = started ? t("online.status_playing") : t("online.status_open");
    box.append(this.status(line, kind));
    if (!started) {
      const nameId = "pw-host-name";
      const typed = this.hostDraft ?? table.record.seats[0].name ?? "";
      const name = el("input", { id: nameId, class: "pw-host-name", type: "text", maxlength: "24", autocomplete: "nickname", value: typed });
      name.addEventListener("input", () => { this.hostDraft = name.value; });
      name.addEventListener("change", () => { this.hostDraft = undefined; actions.rename(name.value); });
      box.append(el("div", { class: "pw-guest-form" }, el("label", { for: nameId }, t("online.your_name")), name));
    }
    const id = "pw-invite-link";
    const input = el("input", { id, class: "pw-invite-link", type: "text", readonly: "", value: table.invitation, dir: "ltr" });
    input.addEventListener("focus", () => input.select());
    const copied = el("span", { class: "pw-copied", role: "status" });
    const copy = el("button", { type: "button", class: "md-button pw-btn pw-copy-invite", onclick: async () => {
      try { await navigator.clipboard.writeText(table.invitation); copied.textContent = t("online.copied"); } catch (e) { input.select(); }
    } }, t("online.copy"));
    box.append(el("div", { class: "pw-invite" },
      el("label", { for: id }, t("online.link")), input, copy, copied));
    box.append(el("details", { class: "pw-log-box pw-qr-box" }, el("summary", null, t("online.qr_show")), qrSvg(table.invitation, t("online.qr"))));
    box.append(this.seatList(table.publicSeats(), 0, started ? (seat) => actions.handToComputer(seat) : null));
    const buttons = el("div", { class: "pw-online-actions" });
    if (!started) buttons.append(el("button", { type: "button", class: "md-button md-button--primary pw-btn pw-start-online", onclick: () => actions.start() }, t("online.start")));
    buttons.append(el("button", { type: "button", class: "md-button pw-btn pw-close-table", onclick: () => actions.close() }, t("online.close")));
    box.append(buttons);
    refocus();
  }

  seatList(seats, you, handOver) {
    const list = el("ul", { class: "pw-online-seats", "aria-label": t("online.seats") });
    for (const s of seats) {
      const li = el("li", { "data-seat": s.seat, "data-role": s.role, "data-here": s.here ? "1" : "0" }, seatLine(s, you));
      if (handOver && s.role === "guest" && !s.here && !s.away) {
        li.append(" ", el("button", { type: "button", class: "md-button pw-btn pw-hand-over", onclick: () => handOver(s.seat) },
          t("online.hand_to_ai", { name: s.name || seatName(s.seat), n: s.seat })));
      }
      list.append(li);
    }
    return list;
  }

  /**
   * A guest's panel. state: {status, lobby, seat, error, name}; actions: {sit(seat, name),
   * leave()}.
   */
  renderGuest(state, actions) {
    const box = this.box;
    const refocus = this.keepTyping();
    clear(box);
    box.hidden = false;
    box.dataset.role = "guest";
    const lobby = state.lobby;
    const who = hostOf(lobby);
    let line;
    if (state.status === "open" && lobby) {
      if (state.seat === null) line = lobby.started ? t("online.status_started") : t("online.status_choose");
      else line = lobby.started ? t("online.status_playing_guest", who) : t("online.status_seated", { n: state.seat, ...who });
    } else {
      line = t(`online.status_${state.status === "open" ? "connecting" : state.status}`, { address: state.address || "" });
    }
    box.append(this.status(line, state.status));
    if (state.error) box.append(el("p", { class: "pw-online-error", role: "alert" }, t(`online.error_${state.error}`)));
    // No table reached (a mistyped or old link, a host who has gone), the table closed, or no
    // seat left: a way to play anyway, against the computer.
    if (!lobby || state.status === "ended" || (lobby.started && state.seat === null)) {
      box.append(el("div", { class: "pw-online-actions" },
        el("button", { type: "button", class: "md-button pw-btn pw-play-alone", onclick: () => actions.playAlone() }, t("online.play_alone"))));
    }
    if (!lobby) { refocus(); return; }
    if (state.seat === null && !lobby.started && state.status === "open") {
      const id = "pw-guest-name";
      const name = el("input", { id, class: "pw-guest-name", type: "text", maxlength: "24", autocomplete: "nickname", value: state.name || "" });
      name.addEventListener("input", () => { state.name = name.value; });
      box.append(el("div", { class: "pw-guest-form" }, el("label", { for: id }, t("online.your_name")), name));
      const free = lobby.seats.filter((s) => s.role === "free");
      const seats = el("div", { class: "pw-online-actions" });
      for (const s of free) {
        seats.append(el("button", { type: "button", class: "md-button md-button--primary pw-btn pw-take-seat", "data-seat": s.seat,
          onclick: () => actions.sit(s.seat, name.value) }, t("online.take_seat", { seat: seatName(s.seat), n: s.seat })));
      }
      if (!free.length) box.append(el("p", { class: "pw-online-error", role: "alert" }, t("online.error_table_full")));
      box.append(seats);
    }
    box.append(this.seatList(lobby.seats, state.seat, null));
    if (state.seat !== null && state.status !== "ended") {
      box.append(el("div", { class: "pw-online-actions" },
        el("button", { type: "button", class: "md-button pw-btn pw-leave-table", onclick: () => actions.leave() }, t("online.leave"))));
    }
    refocus();
  }
}

export { Lobby, qrSvg, hostOf };
