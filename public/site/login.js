/*
 * The login page's only script: the page is server-rendered HTML without React (decision 0040),
 * and its two forms post without this file. It adds the tabs, the password's visibility, a new
 * captcha picture, the SMS code's countdown, one submission at a time, and, once the page is
 * left alone, the signed-in shell's files fetched ahead (decisions 0037, 0039).
 */
(function () {
  "use strict";
  var each = function (selector, work) {
    Array.prototype.forEach.call(document.querySelectorAll(selector), work);
  };

  /* Tabs (WAI-ARIA pattern, as Mantine draws them): a click or an arrow key selects a tab and
     shows its panel; only the selected tab is in the Tab order. */
  function tabs(list) {
    var all = Array.prototype.slice.call(list.querySelectorAll('[role="tab"]'));
    function select(tab, focus) {
      all.forEach(function (other) {
        var on = other === tab;
        other.setAttribute("aria-selected", String(on));
        other.setAttribute("tabindex", on ? "0" : "-1");
        if (on) other.setAttribute("data-active", "true");
        else other.removeAttribute("data-active");
        var panel = document.getElementById(other.getAttribute("aria-controls"));
        if (panel) panel.style.display = on ? "" : "none";
      });
      if (focus) tab.focus();
    }
    all.forEach(function (tab, index) {
      tab.addEventListener("click", function () {
        select(tab, false);
      });
      tab.addEventListener("keydown", function (event) {
        var to = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: all.length - 1 }[event.key];
        if (to === undefined) return;
        event.preventDefault();
        select(all[(to + all.length) % all.length], true);
      });
    });
  }

  /* The password's eye: pressed with the mouse (the input keeps the focus), as Mantine's is. */
  function visibility(button) {
    var input = button.closest(".mantine-PasswordInput-root").querySelector("input");
    function toggle(event) {
      event.preventDefault();
      var shown = input.type === "password";
      input.type = shown ? "text" : "password";
      button.setAttribute("aria-pressed", String(shown));
    }
    button.addEventListener("mousedown", toggle);
    button.addEventListener("touchend", toggle);
  }

  /* A new captcha: a new key, its picture, and an empty answer (the answer belongs to one picture). */
  function newKey() {
    if (window.crypto && crypto.randomUUID) return crypto.randomUUID();
    var bytes = crypto.getRandomValues(new Uint8Array(16));
    bytes[6] = (bytes[6] & 0x0f) | 0x40;
    bytes[8] = (bytes[8] & 0x3f) | 0x80;
    var hex = Array.prototype.map.call(bytes, function (b) { return (b + 0x100).toString(16).slice(1); }).join("");
    return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join("-");
  }

  function captcha(button) {
    var form = button.closest("form");
    button.addEventListener("click", function () {
      var key = newKey();
      form.querySelector("[data-captcha-key]").value = key;
      form.querySelector('[data-testid="captcha-image"]').src = "/captcha.svg?key=" + key;
      var answer = form.querySelector("[data-captcha-answer]");
      answer.value = "";
      answer.focus();
    });
  }

  /* The SMS button after a code went out: disabled, counting the seconds down, then enabled. */
  function countdown(button) {
    var seconds = Number(button.getAttribute("data-sms-wait")) || 0;
    var label = button.querySelector(".mantine-Button-label") || button;
    function tick() {
      var waiting = seconds > 0;
      button.disabled = waiting;
      if (waiting) button.setAttribute("data-disabled", "true");
      else button.removeAttribute("data-disabled");
      label.textContent = waiting ? button.getAttribute("data-label-wait").replace("{seconds}", String(seconds)) : button.getAttribute("data-label-send");
      if (!waiting) return;
      seconds -= 1;
      setTimeout(tick, 1000);
    }
    tick();
  }

  /* One submission at a time: a second press while the first is on its way sends nothing, and the
     pressed button is drawn busy (greyed, its text kept; not disabled, which would drop its value
     from the form being sent). */
  function oneSubmission(form) {
    var sent = false;
    form.addEventListener("submit", function (event) {
      if (sent) event.preventDefault();
      sent = true;
      if (event.submitter) {
        event.submitter.setAttribute("aria-busy", "true");
        event.submitter.setAttribute("data-disabled", "true");
      }
    });
    // Back from the next page through the history cache: the form can be sent again.
    window.addEventListener("pageshow", function () {
      sent = false;
      each('[aria-busy="true"]', function (button) {
        button.removeAttribute("aria-busy");
        button.removeAttribute("data-disabled");
      });
    });
  }

  /* Fetching ahead, as app/lib/warm-up.ts does for pages with React: once the user has pressed no
     key, pressed no pointer and turned no wheel for a second and the browser is idle. */
  var QUIET_MS = 1000;
  var lastInput = performance.now();
  ["keydown", "pointerdown", "wheel", "touchstart"].forEach(function (type) {
    window.addEventListener(type, function () { lastInput = performance.now(); }, { capture: true, passive: true });
  });

  function whenQuiet(work) {
    var rest = lastInput + QUIET_MS - performance.now();
    if (rest > 0) return void setTimeout(function () { whenQuiet(work); }, rest);
    var idle = window.requestIdleCallback || function (run) { return setTimeout(run, 500); };
    idle(function () {
      if (lastInput + QUIET_MS > performance.now()) whenQuiet(work);
      else work();
    }, { timeout: 3000 });
  }

  function ask(rel, href, as) {
    if (document.querySelector('link[href="' + CSS.escape(href) + '"]')) return;
    var link = document.createElement("link");
    link.rel = rel;
    link.href = href;
    if (as) link.as = as;
    link.setAttribute("fetchpriority", "low");
    document.head.appendChild(link);
  }

  function warmUp(spot) {
    whenQuiet(function () {
      spot.getAttribute("data-files").split(" ").forEach(function (href) { if (href) ask("modulepreload", href); });
      var url = new URL("/__manifest", window.location.origin);
      url.searchParams.append("p", spot.getAttribute("data-warm-up"));
      url.searchParams.set("version", spot.getAttribute("data-release"));
      fetch(url)
        .then(function (response) { return response.status === 200 ? response.json() : {}; })
        .then(function (routes) {
          Object.keys(routes).forEach(function (id) {
            var route = routes[id];
            [route.module].concat(route.imports || []).forEach(function (href) { ask("modulepreload", href); });
            (route.css || []).forEach(function (href) { ask("prefetch", href, "style"); });
          });
        })
        .catch(function () {});
    });
  }

  each('[role="tablist"]', tabs);
  each(".mantine-PasswordInput-visibilityToggle", visibility);
  each("[data-captcha-refresh]", captcha);
  each("[data-sms-wait]", countdown);
  each("form[method='post' i]", oneSubmission);
  each("[data-warm-up]", warmUp);
  // What journeys and the bench wait for before they act, as on pages with React.
  document.documentElement.setAttribute("data-hydrated", "true");
})();
