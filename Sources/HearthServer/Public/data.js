// Hearth's page: the data section (saved conversations with open/export/delete, deletion by
// category with a confirmation step, the error log). Uses api(), $(), state and addMessage()
// from app.js.
"use strict";

const dataState = { pending: null };

function dataStatus(text, isError = false) {
  const box = $("data-status");
  box.textContent = text || "";
  box.classList.toggle("error", isError);
}

function button(text, label, onClick) {
  const b = document.createElement("button");
  b.type = "button";
  b.textContent = text;
  b.setAttribute("aria-label", label);
  b.addEventListener("click", onClick);
  return b;
}

function when(iso) {
  const date = new Date(iso);
  return isNaN(date) ? iso : date.toLocaleString();
}

async function loadConversations() {
  try {
    const { conversations } = await (await api("/api/conversations")).json();
    $("conversation-list").replaceChildren(...conversations.map((c) => {
      const item = document.createElement("li");
      item.className = "conversation";
      item.dataset.id = c.id;
      const title = document.createElement("strong");
      title.textContent = c.title || `Conversation ${c.id}`;
      const facts = document.createElement("span");
      facts.className = "facts";
      facts.textContent = `${c.message_count} messages · ${when(c.updated)}`;
      const actions = document.createElement("div");
      actions.className = "actions";
      const name = c.title || `conversation ${c.id}`;
      actions.append(
        button("Open", `Open ${name} in the chat`, () => openConversation(c.id)),
        button("Export", `Export ${name} as Markdown`, () => exportConversation(c.id)),
        button("Delete", `Delete ${name}`, () => askToDelete({ conversation: c.id, name })),
      );
      item.append(title, " ", facts, actions);
      return item;
    }));
    $("conversations-empty").hidden = conversations.length > 0;
  } catch (error) {
    dataStatus(error.message, true);
  }
}

async function loadLog() {
  try {
    const { entries } = await (await api("/api/logs")).json();
    $("error-log").replaceChildren(...entries.map((e) => {
      const item = document.createElement("li");
      item.textContent = `${when(e.time)} · ${e.component} · ${e.code}: ${e.message}`;
      return item;
    }));
    $("log-empty").hidden = entries.length > 0;
  } catch (error) {
    dataStatus(error.message, true);
  }
}

function refreshData() {
  return Promise.all([loadConversations(), loadLog()]);
}

// Open: the conversation goes into the chat, and the next message continues it.
async function openConversation(id) {
  try {
    const conversation = await (await api(`/api/conversations/${id}`)).json();
    if (state.controller) state.controller.abort();
    state.messages = conversation.messages.map((m) => ({ role: m.role, content: m.content }));
    state.conversationId = conversation.id;
    $("messages").replaceChildren();
    for (const m of conversation.messages) {
      if (m.role === "system") continue;
      const item = addMessage(m.role, m.content);
      item.dataset.done = "true";
    }
    dataStatus(`Opened “${conversation.title || `conversation ${id}`}” in the chat.`);
    $("prompt").focus();
  } catch (error) {
    dataStatus(error.message, true);
  }
}

async function exportConversation(id) {
  try {
    const response = await api(`/api/conversations/${id}/export?format=markdown`);
    const url = URL.createObjectURL(await response.blob());
    const link = Object.assign(document.createElement("a"), { href: url, download: `conversation-${id}.md` });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  } catch (error) {
    dataStatus(error.message, true);
  }
}

const categoryText = {
  conversations: "every saved conversation and message",
  logs: "the error log",
  settings: "your settings (back to the defaults; conversations stay)",
  index: "the search index",
  models: "the installed model files",
  all: "everything: conversations, error log, settings, search index and model files",
};

// The confirmation step: nothing is deleted until Delete is pressed here (and, for model
// files, the phrase is typed).
function askToDelete(target) {
  dataState.pending = target;
  const needsPhrase = target.category === "models" || target.category === "all";
  $("delete-question").textContent = target.category
    ? `Delete ${categoryText[target.category]}? This cannot be undone.`
    : `Delete “${target.name}” and its messages? This cannot be undone.`;
  $("delete-phrase-box").hidden = !needsPhrase;
  $("delete-phrase").value = "";
  $("delete-confirm").hidden = false;
  (needsPhrase ? $("delete-phrase") : $("delete-no")).focus();
}

function closeConfirm() {
  dataState.pending = null;
  $("delete-confirm").hidden = true;
}

async function confirmDelete() {
  const target = dataState.pending;
  if (!target) return;
  try {
    if (target.conversation) {
      await api(`/api/conversations/${target.conversation}`, { method: "DELETE" });
      if (state.conversationId === target.conversation) state.conversationId = null;
      dataStatus(`Deleted “${target.name}”.`);
    } else {
      const body = { category: target.category };
      if (target.category === "models" || target.category === "all") body.confirm = $("delete-phrase").value.trim();
      const report = await (await api("/api/data/delete", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      })).json();
      if (["conversations", "all"].includes(target.category)) state.conversationId = null;
      const rows = Object.entries(report.rows).filter(([, n]) => n > 0).map(([table, n]) => `${n} ${table}`);
      if (report.files_removed) rows.push(`${report.files_removed} files`);
      dataStatus(`Deleted ${target.category}${rows.length ? ": " + rows.join(", ") : ""}.`);
    }
    closeConfirm();
  } catch (error) {
    dataStatus(error.message, true);
  }
  await refreshData();
  if (typeof loadPacks === "function" && ["models", "all"].includes(target.category)) loadPacks();
}

function startData() {
  for (const b of $("delete-buttons").querySelectorAll("button[data-category]")) {
    b.addEventListener("click", () => askToDelete({ category: b.dataset.category }));
  }
  $("delete-yes").addEventListener("click", confirmDelete);
  $("delete-no").addEventListener("click", closeConfirm);
  $("delete-confirm").addEventListener("keydown", (event) => {
    if (event.key === "Escape") { event.stopPropagation(); closeConfirm(); }
  });
  $("refresh-data").addEventListener("click", refreshData);
  document.addEventListener("hearth:chat-done", refreshData);
  refreshData();
}

startData();
