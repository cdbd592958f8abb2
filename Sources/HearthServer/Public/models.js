// Hearth's page: the model packs panel (catalogue, switch, install with a progress bar from the
// server-sent events of POST /api/models/install). Uses api() and $() from app.js.
"use strict";

const packs = { installing: new Set(), results: new Map() };

function mib(bytes) {
  if (bytes == null) return "?";
  return bytes >= 1 << 30 ? `${(bytes / (1 << 30)).toFixed(2)} GiB` : `${Math.round(bytes / 1048576)} MiB`;
}

function packsError(text) {
  $("packs-error").textContent = text || "";
  $("packs-error").hidden = !text;
}

function packItem(pack) {
  const item = document.createElement("li");
  item.className = "pack";
  item.dataset.id = pack.id;
  item.dataset.installed = String(pack.installed);
  item.dataset.resident = String(pack.resident);

  const name = document.createElement("strong");
  name.textContent = pack.display_name || pack.id;
  const facts = document.createElement("span");
  facts.className = "facts";
  const state = pack.resident ? "resident" : pack.installed ? "installed" : pack.verified ? "available" : "unverified";
  const details = [
    state,
    pack.speciality.length ? pack.speciality.join(", ") : null,
    pack.size_bytes != null ? `file ${mib(pack.size_bytes)}` : null,
    pack.footprint_bytes != null ? `needs ${mib(pack.footprint_bytes)}` : null,
    pack.fits_now === false ? "does not fit now" : null,
  ].filter(Boolean);
  facts.textContent = details.join(" · ");
  item.append(name, " ", facts);

  const actions = document.createElement("div");
  actions.className = "actions";
  if (pack.installed && !pack.resident) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "switch";
    button.textContent = "Switch";
    button.setAttribute("aria-label", `Switch to ${pack.id}`);
    button.addEventListener("click", () => switchPack(pack.id, button));
    actions.append(button);
  }
  if (!pack.installed && pack.verified && pack.in_catalogue) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "install";
    button.textContent = packs.installing.has(pack.id) ? "Installing…" : "Install";
    button.disabled = packs.installing.has(pack.id);
    button.setAttribute("aria-label", `Install ${pack.id}`);
    button.addEventListener("click", () => installPack(pack.id, item, button));
    actions.append(button);
  }
  if (actions.childElementCount) item.append(actions);
  if (packs.results.has(pack.id)) {
    const result = document.createElement("span");
    result.className = "install-progress";
    result.textContent = packs.results.get(pack.id);
    item.append(result);
  }
  return item;
}

async function loadPacks() {
  try {
    const { models } = await (await api("/api/models")).json();
    $("pack-list").replaceChildren(...models.map(packItem));
    packsError("");
  } catch (error) {
    packsError(error.message);
  }
}

async function switchPack(id, button) {
  button.disabled = true;
  button.textContent = "Switching…";
  try {
    await api("/api/models/switch", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ id }),
    });
    packsError("");
  } catch (error) {
    packsError(error.message);
  }
  await Promise.all([loadPacks(), loadModels(), refreshStatus()]);
}

async function installPack(id, item, button) {
  packs.installing.add(id);
  button.disabled = true;
  button.textContent = "Installing…";
  const bar = document.createElement("progress");
  bar.max = 1;
  bar.setAttribute("aria-label", `Installing ${id}`);
  const line = document.createElement("span");
  line.className = "install-progress";
  line.setAttribute("role", "status");
  item.append(bar, line);
  try {
    const response = await api("/api/models/install", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ id }),
    });
    for await (const event of serverEvents(response)) {
      if (event.type === "progress") {
        if (event.fraction != null) bar.value = event.fraction; else bar.removeAttribute("value");
        const parts = [event.phase, mib(event.bytes_done) + (event.bytes_total ? ` of ${mib(event.bytes_total)}` : "")];
        if (event.rate_bytes_per_second > 0) parts.push(`${(event.rate_bytes_per_second / 1048576).toFixed(1)} MiB/s`);
        if (event.eta_seconds != null) parts.push(`${Math.ceil(event.eta_seconds)} s left`);
        line.textContent = parts.join(" · ");
      } else if (event.type === "done") {
        bar.value = 1;
        line.textContent = `installed and verified (${mib(event.size_bytes)})`;
        packs.results.set(id, line.textContent);
      } else if (event.type === "error") {
        throw new Error(event.error.message);
      }
    }
  } catch (error) {
    packsError(`${id}: ${error.message}`);
  } finally {
    packs.installing.delete(id);
  }
  await Promise.all([loadPacks(), loadModels()]);
}

loadPacks();
