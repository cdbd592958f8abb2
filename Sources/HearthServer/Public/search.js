// Hearth's page, search section: add documents, search with the "why" of each hit, ask with
// numbered citations. Uses `api` and `$` from app.js. Plain JS, no build step.
"use strict";

const searchUI = {
  el(tag, props = {}, ...children) {
    const node = Object.assign(document.createElement(tag), props);
    node.append(...children.filter((c) => c !== null && c !== undefined));
    return node;
  },

  error(text) {
    const box = $("search-error");
    box.textContent = text || "";
    box.hidden = !text;
  },

  async post(path, body) {
    return (await api(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) })).json();
  },

  // "meaning #1 (0.62) · keywords #2: wifi, password"
  why(why) {
    const parts = [];
    if (why.semantic) parts.push(searchUI.el("span", { className: "tag semantic", textContent: `meaning #${why.semantic_rank}` }));
    if (why.keyword) parts.push(searchUI.el("span", { className: "tag keyword", textContent: `keywords #${why.keyword_rank}` }));
    const details = [];
    if (why.similarity !== null && why.similarity !== undefined) details.push(`similarity ${why.similarity.toFixed(2)}`);
    // Each matched query term with the passage's words it matched ("baking → bake").
    const matches = (why.term_matches || []).map((m) => (m.words.length === 1 && m.words[0] === m.term ? m.term : `${m.term} → ${m.words.join(", ")}`));
    if (matches.length) details.push(`terms: ${matches.join(", ")}`);
    if (!why.semantic && !why.keyword) details.push("chosen for diversity");
    return searchUI.el("span", { className: "why" }, "Why: ", ...parts, details.join("; "));
  },

  location(hit) {
    return `${hit.document}, chunk ${hit.chunk}${hit.heading ? ` (${hit.heading})` : ""}`;
  },

  async loadDocuments() {
    try {
      const { documents } = await (await api("/api/documents")).json();
      const list = $("documents");
      if (!documents.length) {
        list.replaceChildren(searchUI.el("li", { textContent: "Nothing indexed yet." }));
        return;
      }
      list.replaceChildren(...documents.map((doc) => {
        const remove = searchUI.el("button", { type: "button", textContent: "Remove" });
        remove.setAttribute("aria-label", `Remove ${doc.name}`);
        remove.addEventListener("click", async () => {
          try {
            await api(`/api/documents/${encodeURIComponent(doc.name)}`, { method: "DELETE" });
            searchUI.loadDocuments();
          } catch (error) { searchUI.error(error.message); }
        });
        return searchUI.el("li", {}, searchUI.el("span", { textContent: `${doc.name} — ${doc.chunks} chunk${doc.chunks === 1 ? "" : "s"}` }), remove);
      }));
    } catch (error) { searchUI.error(error.message); }
  },

  async add(event) {
    event.preventDefault();
    searchUI.error("");
    const documents = [];
    const name = $("doc-name").value.trim();
    const text = $("doc-text").value;
    if (text.trim()) documents.push({ name: name || `pasted-${new Date().toISOString().slice(0, 19)}.md`, text });
    for (const file of $("doc-files").files) documents.push({ name: file.name, text: await file.text() });
    if (!documents.length) {
      searchUI.error("Paste some text or choose a file first.");
      return;
    }
    $("index-add").disabled = true;
    $("index-result").textContent = "Indexing…";
    try {
      const result = await searchUI.post("/api/index", { documents });
      $("index-result").textContent = result.documents.map((d) => `${d.name}: ${d.status} (${d.chunks} chunks)`).join("; ");
      $("doc-text").value = "";
      $("doc-name").value = "";
      $("doc-files").value = "";
      searchUI.loadDocuments();
    } catch (error) {
      $("index-result").textContent = "";
      searchUI.error(error.message);
    } finally {
      $("index-add").disabled = false;
    }
  },

  async run(event) {
    event.preventDefault();
    searchUI.error("");
    const query = $("search-query").value.trim();
    if (!query) return;
    $("search-go").disabled = true;
    try {
      const { hits } = await searchUI.post("/api/search", { query, limit: 5 });
      const list = $("search-hits");
      if (!hits.length) {
        list.replaceChildren(searchUI.el("li", { textContent: "No matches (is anything indexed?)." }));
        return;
      }
      list.replaceChildren(...hits.map((hit) => searchUI.el("li", { className: "hit" },
        searchUI.el("span", { className: "doc", textContent: searchUI.location(hit) }),
        searchUI.el("span", { className: "snippet", textContent: ` — ${hit.snippet}` }),
        searchUI.why(hit.why))));
    } catch (error) {
      searchUI.error(error.message);
    } finally {
      $("search-go").disabled = false;
    }
  },

  async ask(event) {
    event.preventDefault();
    searchUI.error("");
    const question = $("ask-question").value.trim();
    if (!question) return;
    const box = $("ask-answer");
    $("ask-go").disabled = true;
    box.replaceChildren(searchUI.el("p", { textContent: "Thinking…" }));
    try {
      const result = await searchUI.post("/api/ask", { question });
      box.replaceChildren();
      // The answer, its [n] markers turned into links to the numbered sources below.
      const answer = searchUI.el("p", { className: "answer" });
      const count = result.citations.length;
      for (const part of result.answer.split(/(\[\d+(?:,\s*\d+)*\])/)) {
        const numbers = /^\[(\d+(?:,\s*\d+)*)\]$/.exec(part);
        if (!numbers) { answer.append(part); continue; }
        answer.append("[");
        numbers[1].split(/,\s*/).forEach((n, i) => {
          if (i) answer.append(", ");
          const k = Number(n);
          if (k >= 1 && k <= count) {
            answer.append(searchUI.citeLink(k, String(k)));
          } else {
            answer.append(n);
          }
        });
        answer.append("]");
      }
      box.append(answer);
      if (count) {
        // One link per numbered source under the answer, whether or not the model wrote [n].
        const row = searchUI.el("p", { className: "cite-row" }, "Sources: ");
        for (const c of result.citations) {
          row.append(searchUI.citeLink(c.n, `[${c.n}] ${c.document}`), " ");
        }
        box.append(row);
        box.append(searchUI.el("h3", { textContent: "Sources" }));
        box.append(searchUI.el("ol", {}, ...result.citations.map((c) => {
          const item = searchUI.el("li", { id: `citation-${c.n}`, className: c.cited ? "citation cited" : "citation", tabIndex: -1 },
            searchUI.el("span", { className: "doc", textContent: searchUI.location(c) }),
            searchUI.el("span", { textContent: ` — ${c.snippet}` }),
            c.cited ? searchUI.el("span", { className: "tag cited", textContent: "cited in the answer" }) : null,
            searchUI.why(c.why));
          return item;
        })));
      }
    } catch (error) {
      box.replaceChildren();
      searchUI.error(error.message);
    } finally {
      $("ask-go").disabled = false;
    }
  },

  citeLink(n, text) {
    const link = searchUI.el("a", { href: `#citation-${n}`, className: "cite", textContent: text });
    link.setAttribute("aria-label", `source ${n}`);
    link.addEventListener("click", (event) => {
      event.preventDefault();
      searchUI.highlight(n);
    });
    return link;
  },

  highlight(n) {
    for (const item of document.querySelectorAll("#ask-answer li.citation")) item.classList.toggle("highlight", item.id === `citation-${n}`);
    const target = $(`citation-${n}`);
    if (target) target.focus();
  },

  start() {
    $("index-form").addEventListener("submit", searchUI.add);
    $("search-form").addEventListener("submit", searchUI.run);
    $("ask-form").addEventListener("submit", searchUI.ask);
    $("add-documents").addEventListener("toggle", () => { if ($("add-documents").open) searchUI.loadDocuments(); });
    searchUI.loadDocuments();
  },
};

searchUI.start();
