// Hearth's page, voice section: type a command or upload a WAV, see what was understood, confirm
// or cancel the confirmation card, undo what ran, and the recent actions. Uses api() and $() from
// app.js. Plain JS, no build step.
"use strict";

const voice = { pending: null, undo: null, busy: false };
const zone = (() => { try { return Intl.DateTimeFormat().resolvedOptions().timeZone; } catch { return undefined; } })();

function voiceError(text) {
  $("voice-error").textContent = text || "";
  $("voice-error").hidden = !text;
}

function voiceBusy(on) {
  voice.busy = on;
  $("voice-busy").hidden = !on;
  $("voice-run").disabled = on;
  $("voice-audio").disabled = on;
  $("voice-confirm").disabled = on;
  $("voice-cancel").disabled = on;
  $("voice-undo").disabled = on;
  $("voice").setAttribute("aria-busy", String(on));
}

function percent(x) {
  return x === null || x === undefined ? "–" : `${Math.round(x * 100)}%`;
}

function row(term, value) {
  const dt = document.createElement("dt");
  dt.textContent = term;
  const dd = document.createElement("dd");
  dd.textContent = value;
  return [dt, dd];
}

function setOutcome(text, state) {
  const outcome = $("voice-outcome");
  outcome.textContent = text;
  outcome.dataset.state = state || "";
}

function showUndo(id) {
  voice.undo = id || null;
  $("voice-undo").hidden = !voice.undo;
}

function describeAction(action) {
  if (action.intent === "read_email") {
    if (!action.messages || action.messages.length === 0) return "Your mailbox is empty.";
    return action.messages.map((m) => `${m.from}: ${m.subject}`).join("; ");
  }
  const files = action.files && action.files.length ? ` (${action.files.map((f) => f.split("/").pop()).join(", ")})` : "";
  return `Done: ${action.summary}${files}.`;
}

function render(result) {
  $("voice-result").hidden = false;
  $("voice-result").dataset.gate = result.gate;
  const rows = [];
  if (result.transcript !== null && result.transcript !== undefined) rows.push(row("Heard", result.transcript || "(nothing)"));
  rows.push(row("Understood", result.summary));
  rows.push(row("Intent", result.intent));
  const slots = Object.entries(result.slots || {}).map(([k, v]) => `${k}: ${v}`).join("; ");
  if (slots) rows.push(row("Details", slots));
  let confidence = `${percent(result.confidence)} (language ${percent(result.nlu_confidence)}`;
  confidence += result.asr_confidence === null ? ", typed)" : `, speech ${percent(result.asr_confidence)})`;
  rows.push(row("Confidence", confidence));
  rows.push(row("Decision", `${result.gate.replace("_", "-")}: ${result.reason}`));
  if (result.alternatives && result.alternatives.length) rows.push(row("Or perhaps", result.alternatives.join(", ")));
  $("voice-understood").replaceChildren(...rows.flat());

  voice.pending = result.gate === "confirm" ? result.pending_id : null;
  $("voice-card").hidden = !voice.pending;
  showUndo(null);
  if (result.gate === "confirm") {
    $("voice-card-text").textContent = result.confirmation.description;
    fillCard(result);
    setOutcome("Waiting for your confirmation.", "pending");
    $("voice-confirm").focus();
  } else if (result.gate === "auto_run") {
    setOutcome(describeAction(result.action), "done");
    showUndo(result.undo_id);
  } else {
    setOutcome(`Not run: ${result.reason}`, "rejected");
  }
}

async function voiceRequest(path, options) {
  voiceError("");
  voiceBusy(true);
  try {
    return await (await api(path, options)).json();
  } catch (error) {
    voiceError(error.message);
    return null;
  } finally {
    voiceBusy(false);
  }
}

async function runText(text) {
  const result = await voiceRequest("/api/voice/command", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ text, timezone: zone }),
  });
  if (result) render(result);
  loadActions();
}

async function runAudio(file) {
  const query = zone ? `?timezone=${encodeURIComponent(zone)}` : "";
  const result = await voiceRequest(`/api/voice/command${query}`, {
    method: "POST",
    headers: { "Content-Type": "audio/wav" },
    body: file,
  });
  if (result) render(result);
  loadActions();
}

// The card's form: the intent (the understood one and its alternatives) and each slot, editable.
const slotLabels = {
  title: "Title", datetime_point: "When", datetime_range: "From/to (ISO 8601)", duration_min: "Minutes", recurrence: "Repeats (RRULE)",
  email_to: "To", email_subject: "Subject", email_body: "Message", email_from: "From",
};

function fillCard(result) {
  voice.card = { intent: result.intent, slots: { ...(result.slots || {}) } };
  delete voice.card.slots.when_unresolved;
  const select = $("voice-card-intent");
  const intents = [result.intent, ...(result.alternatives || []).filter((i) => i !== result.intent && i !== "none")];
  select.replaceChildren(...intents.map((intent) => {
    const option = document.createElement("option");
    option.value = intent;
    option.textContent = intent === result.intent ? `${intent} (understood)` : intent;
    return option;
  }));
  select.value = result.intent;
  const fields = Object.entries(voice.card.slots).map(([key, value]) => {
    const label = document.createElement("label");
    label.htmlFor = `voice-slot-${key}`;
    label.textContent = slotLabels[key] || key;
    const input = document.createElement("input");
    input.id = `voice-slot-${key}`;
    input.dataset.slot = key;
    input.value = value;
    return [label, input];
  });
  $("voice-card-slots").replaceChildren(...fields.flat());
}

// What the person changed: another intent (the server drafts its slots again from the same
// words), else the slots whose text changed.
function cardEdit() {
  if (!voice.card) return null;
  const intent = $("voice-card-intent").value;
  if (intent && intent !== voice.card.intent) return { intent };
  const slots = {};
  for (const input of $("voice-card-slots").querySelectorAll("input[data-slot]")) {
    if (input.value !== voice.card.slots[input.dataset.slot]) slots[input.dataset.slot] = input.value;
  }
  return Object.keys(slots).length ? { slots } : null;
}

async function confirmPending() {
  if (!voice.pending) return;
  const edit = cardEdit();
  const options = edit
    ? { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(edit) }
    : { method: "POST" };
  const result = await voiceRequest(`/api/voice/confirm/${encodeURIComponent(voice.pending)}`, options);
  if (!result) return;
  voice.pending = null;
  $("voice-card").hidden = true;
  setOutcome(describeAction(result.action), "done");
  showUndo(result.undo_id);
  if (voice.undo) $("voice-undo").focus();
  loadActions();
}

async function cancelPending() {
  if (!voice.pending) return;
  const result = await voiceRequest(`/api/voice/cancel/${encodeURIComponent(voice.pending)}`, { method: "POST" });
  if (!result) return;
  voice.pending = null;
  $("voice-card").hidden = true;
  setOutcome("Cancelled: nothing was done.", "cancelled");
  $("voice-text").focus();
}

async function undoLast() {
  if (!voice.undo) return;
  const result = await voiceRequest("/api/voice/undo", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ id: voice.undo }),
  });
  if (!result) return;
  showUndo(null);
  setOutcome(`Undone: ${result.undone.summary}.`, "undone");
  $("voice-text").focus();
  loadActions();
}

async function loadActions() {
  try {
    const { actions } = await (await api("/api/voice/actions?limit=5")).json();
    const items = actions.map((action) => {
      const item = document.createElement("li");
      item.textContent = `${action.summary}${action.undone ? " (undone)" : ""}`;
      item.dataset.undone = String(action.undone);
      const time = document.createElement("time");
      time.dateTime = action.date;
      time.textContent = ` · ${new Date(action.date).toLocaleString()}`;
      item.append(time);
      return item;
    });
    if (items.length === 0) items.push(Object.assign(document.createElement("li"), { textContent: "Nothing yet." }));
    $("voice-actions").replaceChildren(...items);
  } catch {}
}

function startVoice() {
  $("voice-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const text = $("voice-text").value.trim();
    if (!text) {
      voiceError("Type a command first, e.g. “remind me tomorrow at 7 to call John”.");
      return;
    }
    if (voice.busy) return;
    runText(text);
  });
  $("voice-audio").addEventListener("change", () => {
    const file = $("voice-audio").files[0];
    if (!file || voice.busy) return;
    runAudio(file);
    $("voice-audio").value = "";
  });
  $("voice-confirm").addEventListener("click", confirmPending);
  $("voice-cancel").addEventListener("click", cancelPending);
  $("voice-undo").addEventListener("click", undoLast);
  loadActions();
}

startVoice();
