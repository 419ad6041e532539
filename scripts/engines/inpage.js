/**
 * The cross-engine check's helper inside each page (scripts/engines/check.ts). It runs before the
 * page's own scripts: as a WebDriver BiDi preload script in Firefox, as the first script of <head>
 * in WebKit (classic WebDriver has no preload scripts, so the check's HTTPS proxy puts it there,
 * scripts/engines/proxy.ts), as an init script in Chromium. It records what must never happen
 * (policy violations, uncaught errors, failed script loads), the <main> element the parser made
 * (to tell hydration in place from a client re-render) and offers small, engine-neutral helpers
 * the check calls by name. Plain ES2017, no dependencies: it must run in every engine as is.
 */
(function () {
  if (window.__engines) return;
  // An older engine, for one flow: without what pdf.js's newest build needs (as Safari 18 on
  // iPhones not yet on iOS 26.2, or Firefox ESR 140), before any script of the page runs.
  try {
    if (sessionStorage.getItem('__enginesOlderEngine') === '1') {
      delete Map.prototype.getOrInsertComputed;
      delete Math.sumPrecise;
    }
  } catch (_error) {
    // no storage: not that flow
  }
  var problems = [];
  var violations = [];
  var state = { problems: problems, violations: violations, firstMain: null };

  document.addEventListener('securitypolicyviolation', function (event) {
    var text =
      event.violatedDirective +
      ' blocked ' +
      (event.blockedURI || 'inline') +
      (event.sample ? ' (' + event.sample.slice(0, 60) + ')' : '');
    violations.push(text);
  });
  window.addEventListener(
    'error',
    function (event) {
      var target = event.target;
      if (target && target !== window && target.tagName) {
        // A resource that failed: only scripts and stylesheets break the page.
        if (target.tagName === 'SCRIPT' || (target.tagName === 'LINK' && target.rel === 'stylesheet')) {
          problems.push('failed to load ' + (target.src || target.href));
        }
        return;
      }
      problems.push('error: ' + (event.message || String(event.error)));
    },
    true,
  );
  window.addEventListener('unhandledrejection', function (event) {
    var reason = event.reason;
    problems.push('unhandled rejection: ' + (reason && reason.message ? reason.message : String(reason)));
  });
  document.addEventListener('DOMContentLoaded', function () {
    state.firstMain = document.querySelector('main');
  });

  var words = function (text) {
    return String(text || '')
      .replace(/\s+/g, ' ')
      .trim();
  };
  var visible = function (element) {
    return element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  /** The name a user meets: aria-labelledby, aria-label, the labels of a field, else its text. */
  var nameOf = function (element) {
    var labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      return words(
        labelledBy
          .split(/\s+/)
          .map(function (id) {
            var node = document.getElementById(id);
            return node ? node.textContent : '';
          })
          .join(' '),
      );
    }
    var label = element.getAttribute('aria-label');
    if (label) return words(label);
    if (element.labels && element.labels.length > 0) {
      return words(
        Array.prototype.map
          .call(element.labels, function (node) {
            return node.textContent;
          })
          .join(' '),
      );
    }
    return words(element.textContent);
  };
  /** "/regex/" matches as a regular expression, anything else exactly. */
  var matches = function (name, wanted) {
    if (wanted.length > 1 && wanted.charAt(0) === '/' && wanted.charAt(wanted.length - 1) === '/') {
      return new RegExp(wanted.slice(1, -1)).test(name);
    }
    return name === wanted;
  };

  window.__engines = {
    state: state,
    /** Problems recorded since the last call, emptied. */
    take: function () {
      var taken = { problems: problems.splice(0), violations: violations.splice(0) };
      return taken;
    },
    /** The first element matching selector (inside root, an element) whose name matches; visible ones first. */
    find: function (selector, name, root) {
      if (root === null) return null;
      var scope = root || document;
      var all = Array.prototype.filter.call(scope.querySelectorAll(selector), function (element) {
        return name === undefined || name === null || matches(nameOf(element), name);
      });
      return all.filter(visible)[0] || all[0] || null;
    },
    nameOf: nameOf,
    visible: visible,
    /** React attached itself to the very <main> the parser made (hydration, not a re-render). */
    hydrated: function () {
      var main = document.querySelector('main');
      if (!main) return 'no <main>';
      var attached = Object.keys(main).some(function (key) {
        return key.indexOf('__reactFiber') === 0;
      });
      if (!attached) return 'React has not attached to <main>';
      if (state.firstMain !== main) return '<main> is not the one the server sent (re-rendered)';
      return 'yes';
    },
    /** Injects an inline script: a page whose policy holds refuses it, and the listener must see that. */
    probe: function () {
      var script = document.createElement('script');
      script.textContent = 'window.__enginesProbeRan = true';
      document.body.appendChild(script);
      script.remove();
      return window.__enginesProbeRan === true;
    },
    /** Horizontal overflow of the page, in CSS pixels (0 when nothing sticks out). */
    overflow: function () {
      return Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth);
    },
    /**
     * A still page for a screenshot: at the top, every lazy image loaded, fonts ready, finite
     * animations ended, no scrollbar drawn (engines draw them differently), two frames painted.
     */
    settle: function () {
      document.documentElement.style.scrollbarWidth = 'none';
      window.scrollTo(0, 0);
      var images = Array.prototype.map.call(document.images, function (image) {
        image.loading = 'eager';
        if (image.complete) return null;
        return new Promise(function (resolve) {
          image.addEventListener('load', resolve, { once: true });
          image.addEventListener('error', resolve, { once: true });
        });
      });
      var frame = function () {
        return new Promise(function (resolve) {
          requestAnimationFrame(function () {
            requestAnimationFrame(resolve);
          });
        });
      };
      var animations = function () {
        var running = document.getAnimations
          ? document.getAnimations().filter(function (animation) {
              var timing = animation.effect && animation.effect.getComputedTiming();
              return animation.playState === 'running' && timing && timing.iterations !== Infinity;
            })
          : [];
        return Promise.all(
          running.map(function (animation) {
            return animation.finished.catch(function () {});
          }),
        );
      };
      return Promise.all(images)
        .then(function () {
          return document.fonts.ready;
        })
        .then(animations)
        .then(frame)
        .then(function () {
          window.scrollTo(0, 0);
        })
        .then(frame)
        .then(function () {
          return true;
        });
    },
    /**
     * The centre of element once its box is the same two frames running and what lies there is
     * it or inside it (a fixed bar or a dialog may cover it for a moment): a point to click, as
     * WebDriver's "element click" and Playwright's checks take one. Else, after 3 s, what is wrong.
     */
    clickablePoint: function (element) {
      var started = Date.now();
      var last = '';
      var problem = 'it never held still';
      return new Promise(function (resolve) {
        var check = function () {
          var box = element.getBoundingClientRect();
          var now = [box.x, box.y, box.width, box.height].join();
          var steady = now === last;
          last = now;
          if (steady && (box.width === 0 || box.height === 0)) problem = 'it has no size';
          else if (steady) {
            var x = box.x + box.width / 2;
            var y = box.y + box.height / 2;
            var there = document.elementFromPoint(x, y);
            if (there && (there === element || element.contains(there))) return resolve({ x: x, y: y });
            problem =
              'its centre is covered by ' +
              (there
                ? '<' +
                  there.tagName.toLowerCase() +
                  (there.id ? '#' + there.id : '') +
                  '> "' +
                  (there.textContent || '').trim().slice(0, 60) +
                  '"'
                : 'nothing (off screen)');
          }
          if (Date.now() - started > 3000) return resolve(problem);
          requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      });
    },
    /** Resolves once test() is truthy (checked every 50 ms), or rejects naming what after timeout ms. */
    until: function (test, what, timeout) {
      var started = Date.now();
      return new Promise(function (resolve, reject) {
        var check = function () {
          var value;
          try {
            value = test();
          } catch (_error) {
            value = null;
          }
          if (value) return resolve(value);
          if (Date.now() - started > (timeout || 10000)) return reject(new Error('timed out waiting for ' + what));
          setTimeout(check, 50);
        };
        check();
      });
    },
  };
})();
