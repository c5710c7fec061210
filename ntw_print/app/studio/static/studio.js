// The studio's page: the sheets of one game as pictures, replaced when the server says a build is
// done (server-sent events on /events), with the regions that changed outlined.
"use strict";

const PAGE_WIDTH_PX = 300;  // an A4 page on screen; other pages in proportion to their width in mm
const A4_MM = 210;
const PAD_PX = 3;
let current = null;
let shownGeneration = -1;

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (name === "text") node.textContent = value; else node.setAttribute(name, value);
  }
  for (const child of children) node.append(child);
  return node;
}

function pictureUrl(kind, file, page) {
  return `/${kind}/${encodeURIComponent(current)}/${encodeURIComponent(file)}/${page}.png`;
}

function outlines(holder, change) {
  holder.querySelectorAll(".outline").forEach(o => o.remove());
  if (!change || change.state !== "changed") return;
  for (const [left, top, width, height] of change.regions) {
    // a little larger than the pixels that changed, so that a changed digit is seen at a glance
    holder.append(el("div", {class: "outline", style: `left:calc(${left * 100}% - ${PAD_PX}px);` +
      `top:calc(${top * 100}% - ${PAD_PX}px);width:calc(${width * 100}% + ${2 * PAD_PX}px);` +
      `height:calc(${height * 100}% + ${2 * PAD_PX}px)`}));
  }
}

function showPage(list, file, page) {
  const id = `page-${file}-${page.page}`;
  let figure = document.getElementById(id);
  if (!figure) {
    const width = Math.max(120, Math.min(900, PAGE_WIDTH_PX * page.width_mm / A4_MM));
    const img = el("img", {alt: `${file} page ${page.page}`, loading: "lazy"});
    const link = el("a", {class: "sheet", href: pictureUrl("full", file, page.page), target: "_blank",
                          title: "open at full resolution"}, img);
    figure = el("figure", {id, "data-file": file, "data-page": page.page, style: `width:${width}px`},
                link, el("figcaption"));
    list.append(figure);
  }
  const img = figure.querySelector("img");
  if (img.dataset.key !== page.key) {
    img.dataset.key = page.key;
    img.src = `${pictureUrl("picture", file, page.page)}?v=${page.key}`;
  }
  figure.className = page.change ? page.change.state : "";
  figure.querySelector("figcaption").textContent =
    `p.${page.page}` + (page.change ? (page.change.state === "new" ? " — new" : " — changed") : "");
  outlines(figure.querySelector(".sheet"), page.change);
}

function showFiles(files) {
  const main = document.getElementById("sheets");
  const wanted = new Set(files.map(f => `file-${f.name}`));
  main.querySelectorAll("section.file").forEach(s => { if (!wanted.has(s.id)) s.remove(); });
  for (const file of files) {
    let section = document.getElementById(`file-${file.name}`);
    if (!section) {
      section = el("section", {class: "file", id: `file-${file.name}`}, el("h2"), el("div", {class: "pages"}));
      main.append(section);
    }
    main.append(section);  // in the set's order
    section.querySelector("h2").replaceChildren(`${file.name}.pdf `,
      el("small", {text: `${file.title} · ${file.pages.length} page${file.pages.length === 1 ? "" : "s"}` +
                         (file.stamp ? ` · printed as ${file.stamp}` : "")}));
    const list = section.querySelector(".pages");
    const pages = new Set(file.pages.map(p => `page-${file.name}-${p.page}`));
    list.querySelectorAll("figure").forEach(f => { if (!pages.has(f.id)) f.remove(); });
    for (const page of file.pages) showPage(list, file.name, page);
  }
}

function showChanges(state) {
  document.getElementById("versions").textContent = state.before
    ? `${state.version}, compared with ${state.before}` : state.version;
  const touched = document.getElementById("touched");
  const links = state.files.flatMap(file => file.pages.filter(page => page.change).map(page =>
    el("a", {href: `#page-${file.name}-${page.page}`, text: `${file.name} p.${page.page}`})));
  if (links.length) touched.replaceChildren("Pages changed: ", ...links.flatMap((a, i) => i ? [", ", a] : [a]));
  else touched.textContent = state.before || state.report.length ? "Pages changed: none"
    : "Save a data file, a template or a symbol to see what it changes.";
  document.getElementById("report").replaceChildren(...state.report.map(line => el("li", {text: line})));
  const box = document.getElementById("odds-box");
  box.hidden = state.odds.length === 0;
  document.querySelector("#odds tbody").replaceChildren(...state.odds.map(move =>
    el("tr", {}, el("td", {text: move.shot}), el("td", {text: move.before ?? "—"}),
       el("td", {text: move.after ?? "—"}))));
  document.getElementById("gone").textContent = state.gone.length
    ? `Pages gone: ${state.gone.map(g => `${g.file} p.${g.page}`).join(", ")}` : "";
}

function show(state) {
  if (state.key !== current || state.generation < shownGeneration) return;
  shownGeneration = state.generation;
  const fault = document.getElementById("fault");
  fault.hidden = state.faults.length === 0;
  document.getElementById("fault-lines").replaceChildren(...state.faults.map(line => el("li", {text: line})));
  const status = document.getElementById("status");
  if (state.state === "building" && state.files.length === 0) status.textContent = `building ${state.name}…`;
  else status.textContent = `${state.name}: built at ${state.built_at}` +
    (state.state === "fault" ? " (with a fault: showing the last good build)" : ` in ${state.seconds.toFixed(2)} s`);
  const option = document.querySelector(`#game option[value="${CSS.escape(state.key)}"]`);
  if (option) option.textContent = state.name;  // the folder's name until the game is read
  document.body.dataset.generation = state.generation;
  document.body.dataset.state = state.state;
  showFiles(state.files);
  showChanges(state);
}

async function refresh() {
  const key = current;
  const answer = await fetch(`/api/state/${encodeURIComponent(key)}`);
  if (answer.ok && key === current) show(await answer.json());
}

async function start() {
  const games = await (await fetch("/api/games")).json();
  const select = document.getElementById("game");
  for (const game of games) select.append(el("option", {value: game.key, text: game.name}));
  const asked = new URLSearchParams(location.search).get("game");
  current = games.some(g => g.key === asked) ? asked : games[0].key;
  select.value = current;
  select.addEventListener("change", () => {
    current = select.value;
    shownGeneration = -1;
    document.getElementById("sheets").replaceChildren();
    history.replaceState(null, "", `?game=${encodeURIComponent(current)}`);
    refresh();
  });
  const events = new EventSource("/events");
  events.addEventListener("update", message => {
    if (JSON.parse(message.data).game === current) refresh();
  });
  events.addEventListener("open", refresh);  // after a reconnection too: nothing missed
  refresh();
}

start();
