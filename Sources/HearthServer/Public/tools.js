// The tools section: Hearth's own tools (GET /api/tools) and how to register Hearth with an MCP client.
async function loadTools() {
  const list = document.getElementById("tool-list");
  let body;
  try {
    const response = await api("/api/tools");
    if (!response.ok) return;
    body = await response.json();
  } catch {
    return;
  }
  list.replaceChildren(...body.tools.map((tool) => {
    const item = document.createElement("li");
    item.className = "tool";
    item.dataset.name = tool.name;
    const name = document.createElement("code");
    name.textContent = tool.name;
    const gate = tool.gate === "none" ? "" : tool.gate === "always_confirm" ? " (always asks first)" : " (asks before writing)";
    item.append(name, document.createTextNode(" — " + tool.description + gate));
    return item;
  }));
  document.getElementById("mcp-url").textContent = location.origin + body.mcp.http_path;
  const snippet = { mcpServers: { hearth: { command: "/path/to/hearth", args: body.mcp.stdio_command.slice(1) } } };
  document.getElementById("mcp-snippet").textContent = JSON.stringify(snippet, null, 2);
}

loadTools();
