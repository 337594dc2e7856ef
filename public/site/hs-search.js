/*
 * Instant results on /goodsClassification: as the visitor types, the page the form would submit
 * to is fetched and its results region swapped in, and the address follows (replaceState), so
 * the page reads exactly as a submit would have left it. Without this script the form submits.
 */
(function () {
  "use strict";
  var DELAY_MS = 250;
  var MIN_CHARS = 2;

  function start() {
    var form = document.querySelector("form[data-hs-search]");
    var region = document.querySelector("[data-hs-results]");
    if (!form || !region || !window.fetch || !window.DOMParser) return;
    var keyword = form.elements.namedItem("keyword");
    var timer = 0;
    var controller = null;
    var shown = location.pathname + location.search;

    /* The URL the form would submit to, without empty fields or those left at their default. */
    function target() {
      var params = new URLSearchParams();
      new FormData(form).forEach(function (value, name) {
        var text = String(value).trim();
        var field = form.elements.namedItem(name);
        if (text === "" || (field && field.getAttribute && field.getAttribute("data-default") === text)) return;
        params.set(name, text);
      });
      var query = params.toString();
      return new URL(form.action, location.href).pathname + (query ? "?" + query : "");
    }

    function update() {
      var words = keyword.value.trim();
      if (words !== "" && words.length < MIN_CHARS) return;
      var url = target();
      if (url === shown) return;
      shown = url;
      if (controller) controller.abort();
      controller = new AbortController();
      region.setAttribute("aria-busy", "true");
      fetch(url, { signal: controller.signal, credentials: "same-origin", headers: { Accept: "text/html" } })
        .then(function (response) { return response.text(); })
        .then(function (html) {
          var page = new DOMParser().parseFromString(html, "text/html");
          var next = page.querySelector("[data-hs-results]");
          if (!next) return;
          region.replaceChildren.apply(region, Array.prototype.map.call(next.childNodes, function (node) {
            return document.importNode(node, true);
          }));
          if (page.title) document.title = page.title;
          history.replaceState(history.state, "", url);
          // The language switch comes back to the page as it now is.
          Array.prototype.forEach.call(document.querySelectorAll('input[name="redirectTo"]'), function (input) {
            input.value = url;
          });
          region.removeAttribute("aria-busy");
        })
        .catch(function (error) {
          if (error && error.name === "AbortError") return;
          // Offline or refused: the results stay as they were, and submitting still works.
          shown = "";
          region.removeAttribute("aria-busy");
        });
    }

    function later() {
      clearTimeout(timer);
      timer = setTimeout(update, DELAY_MS);
    }

    keyword.addEventListener("input", later);
    form.addEventListener("change", function (event) {
      if (event.target !== keyword) update();
    });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
