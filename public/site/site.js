/*
 * The public site's only script (its pages are server-rendered HTML without React): the hero
 * carousel, the home video and the phone menu. Everything works without it.
 */
(function () {
  "use strict";
  var reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;

  /* Carousel (WAI-ARIA pattern): one slide shown, advancing every data-interval ms (SPEC §9:
     5 s) unless the visitor hovers it, focuses inside it, pauses it or prefers reduced motion. */
  function carousel(root) {
    var slides = Array.prototype.slice.call(root.querySelectorAll("[data-slide]"));
    var dots = Array.prototype.slice.call(root.querySelectorAll("[data-carousel-dot]"));
    var track = root.querySelector("[data-carousel-track]");
    var toggle = root.querySelector("[data-carousel-toggle]");
    var prev = root.querySelector("[data-carousel-prev]");
    var next = root.querySelector("[data-carousel-next]");
    var interval = Number(root.getAttribute("data-interval")) || 5000;
    if (slides.length < 2) return;
    var index = 0;
    var stopped = reducedMotion;
    var hovered = false;
    var focused = false;
    var timer = 0;

    function running() {
      return !stopped && !hovered && !focused;
    }

    function schedule() {
      clearTimeout(timer);
      var on = running();
      root.setAttribute("data-state", on ? "playing" : "paused");
      // A rotating carousel announces nothing; a still one announces the slide it moves to.
      track.setAttribute("aria-live", on ? "off" : "polite");
      toggle.textContent = toggle.getAttribute(stopped ? "data-label-play" : "data-label-pause");
      if (on) timer = setTimeout(function () { show(index + 1); }, interval);
    }

    function show(i) {
      index = (i + slides.length) % slides.length;
      slides.forEach(function (slide, k) {
        var active = k === index;
        if (active) slide.setAttribute("data-active", "");
        else slide.removeAttribute("data-active");
        slide.inert = !active;
        slide.setAttribute("aria-hidden", active ? "false" : "true");
      });
      dots.forEach(function (dot, k) {
        if (k === index) dot.setAttribute("aria-current", "true");
        else dot.removeAttribute("aria-current");
      });
      root.setAttribute("data-active-slide", String(index + 1));
      schedule();
    }

    [toggle, prev, next].forEach(function (button) { button.hidden = false; });
    toggle.addEventListener("click", function () {
      stopped = !stopped;
      schedule();
    });
    prev.addEventListener("click", function () { show(index - 1); });
    next.addEventListener("click", function () { show(index + 1); });
    dots.forEach(function (dot, k) {
      dot.addEventListener("click", function (event) {
        event.preventDefault();
        show(k);
      });
    });
    root.addEventListener("keydown", function (event) {
      if (event.target && event.target.tagName === "INPUT") return;
      if (event.key === "ArrowRight") { show(index + 1); event.preventDefault(); }
      if (event.key === "ArrowLeft") { show(index - 1); event.preventDefault(); }
    });
    root.addEventListener("mouseenter", function () { hovered = true; schedule(); });
    root.addEventListener("mouseleave", function () { hovered = false; schedule(); });
    root.addEventListener("focusin", function () { focused = true; schedule(); });
    root.addEventListener("focusout", function (event) {
      if (event.relatedTarget && root.contains(event.relatedTarget)) return;
      focused = false;
      schedule();
    });
    root.setAttribute("data-ready", "");
    show(0);
    requestAnimationFrame(function () {
      requestAnimationFrame(function () { root.setAttribute("data-animate", ""); });
    });
  }

  /* The product video starts muted data-autoplay-after ms after load (SPEC §9: 2 s), never
     under reduced motion, and not if the visitor already started or paused it. */
  function video(element) {
    if (reducedMotion) return;
    var touched = false;
    element.addEventListener("play", function () { touched = true; }, { once: true });
    setTimeout(function () {
      if (touched) return;
      element.muted = true;
      var playing = element.play();
      if (playing && playing.catch) playing.catch(function () { /* the browser refused autoplay: the poster stays */ });
    }, Number(element.getAttribute("data-autoplay-after")) || 2000);
  }

  /* The phone menu closes on Escape and on a tap outside it. */
  function menu(details) {
    document.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && details.open) {
        details.open = false;
        details.querySelector("summary").focus();
      }
    });
    document.addEventListener("click", function (event) {
      if (details.open && !details.contains(event.target)) details.open = false;
    });
  }

  function start() {
    Array.prototype.forEach.call(document.querySelectorAll("[data-carousel]"), carousel);
    Array.prototype.forEach.call(document.querySelectorAll("video[data-autoplay-after]"), video);
    Array.prototype.forEach.call(document.querySelectorAll("details[data-menu]"), menu);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
