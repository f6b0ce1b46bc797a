// The API key and project shared by Burrow's pages. A link may carry them in
// its fragment (#key=phx_…&project=1, as `burrow serve --demo` prints): the
// fragment never reaches the server or its logs, and the page removes it
// from the address bar once read. The key is remembered in localStorage, so
// it is entered once for both pages.
(function () {
  'use strict';
  const Burrow = (window.Burrow = window.Burrow || {});
  const KEY = 'burrow.apiKey';
  const PROJECT = 'burrow.projectId';

  function read(name) {
    try {
      return localStorage.getItem(name) || '';
    } catch (e) {
      return ''; // storage disabled: the key lives only in the page
    }
  }

  function write(name, value) {
    try {
      if (value) localStorage.setItem(name, value);
      else localStorage.removeItem(name);
    } catch (e) {
      /* storage disabled */
    }
  }

  // Take key= and project= from the fragment, then drop it from the URL.
  (function fromFragment() {
    if (!location.hash || location.hash.length < 2) return;
    const params = new URLSearchParams(location.hash.slice(1));
    if (!params.has('key') && !params.has('project')) return;
    if (params.has('key')) write(KEY, params.get('key').trim());
    if (params.has('project')) write(PROJECT, params.get('project').trim());
    history.replaceState(null, '', location.pathname + location.search);
  })();

  Burrow.settings = {
    key: () => read(KEY),
    setKey: (v) => write(KEY, (v || '').trim()),
    project: () => read(PROJECT),
    setProject: (v) => write(PROJECT, v || ''),
  };

  // WHOLE_KEY is the shape of a personal API key: "phx_" and 43 base62
  // characters (auth.NewKey).
  const WHOLE_KEY = /^phx_[0-9A-Za-z]{43}$/;

  // Wire a key <input>: show the stored key, store what the user enters and
  // call onChange with it.
  Burrow.bindKeyInput = function (input, onChange) {
    const update = () => {
      const v = input.value.trim();
      if (v === Burrow.settings.key()) return;
      Burrow.settings.setKey(v);
      if (onChange) onChange(v);
    };
    // A whole key typed before this script ran (the page was still loading)
    // is the one to use; a part of one is a key still being typed, left to
    // the listeners below (sending it would draw a 401); an empty field
    // shows the remembered key.
    const typed = input.value.trim();
    if (WHOLE_KEY.test(typed)) update();
    else if (!typed) input.value = Burrow.settings.key();
    input.addEventListener('change', update);
    // A key pasted or filled in counts without leaving the field, once it
    // has the shape of every key Burrow issues: a key still being typed
    // (slowly) is not sent, so it draws no 401s. Any other text counts on
    // Enter or on leaving the field.
    let pause = 0;
    input.addEventListener('input', () => {
      clearTimeout(pause);
      if (WHOLE_KEY.test(input.value.trim())) pause = setTimeout(update, 300);
    });
    input.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') update();
    });
  };
})();
