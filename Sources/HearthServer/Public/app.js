// Hearth's page: chat with streaming and Stop, model picker, status. Plain JS, no build step.
"use strict";

const $ = (id) => document.getElementById(id);
const state = { messages: [], controller: null, conversationId: null, key: sessionStorage.getItem("hearth-key") || "" };

function headers(extra = {}) {
  const h = { ...extra };
  if (state.key) h.Authorization = `Bearer ${state.key}`;
  return h;
}

async function api(path, options = {}) {
  const response = await fetch(path, { ...options, headers: headers(options.headers) });
  if (response.status === 401) {
    $("access").hidden = false;
    throw new Error("this server needs its API key (see the API key box)");
  }
  if (!response.ok) {
    let message = `${response.status} ${response.statusText}`;
    let code = null;
    try { const { error } = await response.json(); message = error.message; code = error.code; } catch {}
    const failure = new Error(message);
    failure.code = code;
    throw failure;
  }
  return response;
}

// The JSON objects of a server-sent-events response (`data: {...}` frames; `[DONE]` ends it).
async function* serverEvents(response) {
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let cut;
    while ((cut = buffer.indexOf("\n\n")) >= 0) {
      const frame = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      if (!frame.startsWith("data: ") || frame === "data: [DONE]") continue;
      yield JSON.parse(frame.slice(6));
    }
  }
}

function showError(text) {
  const box = $("chat-error");
  box.textContent = text || "";
  box.hidden = !text;
}

function addMessage(role, text) {
  const item = document.createElement("li");
  item.className = role;
  const label = document.createElement("span");
  label.className = "visually-hidden";
  label.textContent = role === "user" ? "You: " : "Hearth: ";
  const body = document.createElement("span");
  body.className = "text";
  body.textContent = text;
  item.append(label, body);
  $("messages").append(item);
  item.scrollIntoView({ block: "end" });
  return item;
}

function formatMetrics(h, finish) {
  if (!h) return finish === "stopped" ? "stopped" : "";
  const parts = [
    `TTFT ${h.ttft_seconds.toFixed(2)} s`,
    `${h.decode_tokens_per_second.toFixed(1)} tok/s`,
    h.backend,
    h.model,
  ];
  if (finish && finish !== "stop") parts.push(`ended: ${finish}`);
  return parts.join(" · ");
}

async function send(text) {
  showError("");
  state.messages.push({ role: "user", content: text });
  addMessage("user", text);
  const item = addMessage("assistant", "");
  item.setAttribute("aria-busy", "true");
  const body = item.querySelector(".text");
  const metrics = document.createElement("span");
  metrics.className = "metrics";
  item.append(metrics);

  const controller = new AbortController();
  state.controller = controller;
  $("send").disabled = true;
  $("stop").disabled = false;
  let answer = "";
  let finish = null;
  try {
    const response = await openChat(controller);
    for await (const chunk of serverEvents(response)) {
      // Stop wins over frames already received: nothing more is shown once it is pressed.
      if (controller.signal.aborted) throw new DOMException("stopped", "AbortError");
      if (chunk.error) throw Object.assign(new Error(chunk.error.message), { code: chunk.error.code });
      const choice = chunk.choices[0];
      if (choice.delta && choice.delta.content) {
        answer += choice.delta.content;
        body.textContent = answer;
      }
      if (choice.finish_reason) {
        finish = choice.finish_reason;
        if (chunk.hearth && chunk.hearth.conversation_id) state.conversationId = chunk.hearth.conversation_id;
        metrics.textContent = formatMetrics(chunk.hearth, finish);
      }
    }
  } catch (error) {
    if (error.name === "AbortError") {
      metrics.textContent = "stopped";
    } else {
      showError(error.message);
    }
  } finally {
    item.removeAttribute("aria-busy");
    item.dataset.done = "true";
    state.messages.push({ role: "assistant", content: answer });
    state.controller = null;
    $("send").disabled = false;
    $("stop").disabled = true;
    $("prompt").focus();
    refreshStatus();
    document.dispatchEvent(new CustomEvent("hearth:chat-done"));
  }
}

// Starts the streamed answer. When the conversation has outgrown the model's context, the oldest
// turns are dropped (never the system message or the new question) until it fits, as `hearth chat`
// does; the saved conversation keeps every turn.
async function openChat(controller) {
  for (;;) {
    try {
      return await api("/v1/chat/completions", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        // Hearth's extension: save the turn as a conversation (see the data section).
        body: JSON.stringify({ model: $("model").value || undefined, messages: state.messages, stream: true,
          hearth: { save: true, conversation_id: state.conversationId || undefined } }),
        signal: controller.signal,
      });
    } catch (error) {
      const oldest = state.messages.findIndex((m, i) => m.role !== "system" && i < state.messages.length - 1);
      if (error.code !== "context_length_exceeded" || oldest < 0) throw error;
      const pair = state.messages[oldest + 1] && state.messages[oldest + 1].role === "assistant" && oldest + 1 < state.messages.length - 1;
      state.messages.splice(oldest, pair ? 2 : 1);
      showError("(the conversation outgrew the model's context: the oldest messages were left out of this answer)");
    }
  }
}

function stop() {
  if (state.controller) state.controller.abort();
}

async function loadModels() {
  try {
    const { models } = await (await api("/api/models")).json();
    const select = $("model");
    select.replaceChildren(...models.filter((m) => m.installed !== false).map((m) => {
      const option = document.createElement("option");
      option.value = m.id;
      option.textContent = `${m.id} (${(m.size_bytes / 1048576).toFixed(0)} MiB)`;
      option.selected = m.resident;
      return option;
    }));
  } catch (error) {
    showError(error.message);
  }
}

async function refreshStatus() {
  try {
    const s = await (await api("/api/status")).json();
    const rows = [
      ["Resident model", `${s.model} (${s.model_name})`],
      ["Parameters", `${(s.parameters / 1e6).toFixed(0)} M`],
      ["Context", `${s.context_length} tokens`],
      ["Backend", s.backend],
      ["Memory", `${(s.memory.resident_bytes / 1048576).toFixed(0)} MiB (peak ${(s.memory.peak_bytes / 1048576).toFixed(0)} MiB)`],
      ["Queue", `${s.queue.running} running, ${s.queue.waiting} waiting of ${s.queue.max_waiting}`],
    ];
    const g = s.governor;
    rows.unshift(["Tier", g ? g.tier : "not governed"]);
    if (g) rows.splice(1, 0, ["Why", g.explanation.join("; ")], ["Policy", governorPolicy(g)]);
    $("status-list").replaceChildren(...rows.flatMap(([k, v]) => {
      const dt = document.createElement("dt");
      dt.textContent = k;
      const dd = document.createElement("dd");
      dd.textContent = v;
      return [dt, dd];
    }));
  } catch (error) {
    $("status-list").replaceChildren(Object.assign(document.createElement("dd"), { textContent: error.message }));
  }
}

function governorPolicy(g) {
  const parts = [];
  if (!g.loads_allowed) parts.push("new loads refused");
  if (!g.heavy_allowed) parts.push("heavy requests refused");
  if (g.token_delay_seconds > 0) parts.push(`${(g.token_delay_seconds * 1000).toFixed(0)} ms between tokens`);
  if (g.max_tokens) parts.push(`answers capped at ${g.max_tokens} tokens`);
  return parts.length ? parts.join(", ") : "full service";
}

async function loadFeatures() {
  try {
    const { features } = await (await api("/api/features")).json();
    for (const section of document.querySelectorAll("section.feature")) {
      section.dataset.available = String(Boolean(features[section.dataset.feature]));
    }
  } catch {}
}

function start() {
  $("chat-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const text = $("prompt").value.trim();
    if (!text || state.controller) return;
    $("prompt").value = "";
    send(text);
  });
  $("prompt").addEventListener("keydown", (event) => {
    if (event.key === "Enter" && !event.shiftKey) {
      event.preventDefault();
      $("chat-form").requestSubmit();
    }
  });
  $("stop").addEventListener("click", stop);
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape") stop();
  });
  $("new-chat").addEventListener("click", () => {
    stop();
    state.messages = [];
    state.conversationId = null;
    $("messages").replaceChildren();
    $("prompt").focus();
  });
  $("refresh-status").addEventListener("click", refreshStatus);
  $("key-form").addEventListener("submit", (event) => {
    event.preventDefault();
    state.key = $("api-key").value;
    sessionStorage.setItem("hearth-key", state.key);
    $("access").hidden = true;
    loadModels();
    refreshStatus();
    loadFeatures();
  });
  loadModels();
  refreshStatus();
  loadFeatures();
}

start();
