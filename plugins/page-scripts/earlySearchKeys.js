// Keeps the search shortcut pressed before the page's scripts have started, with what is typed after it. The page
// shows its pre-rendered text from the first paint on, and React takes it over only once the scripts have arrived and
// run (startAfterFirstPaint.ts): on a slow phone seconds later. Until then Ctrl/⌘K was the browser's own (Chromium puts
// the reader in the address bar, so the query became a web search) and `/` started the browser's find-in-page. Here
// the keys are held back from the browser and kept; the search bar takes them as it starts and replays them
// (src/search/earlySearchKeys.ts), so the modal opens with the query typed. Nobody takes them from a page without the
// search bar: the keys after a shortcut go back to the browser after ten seconds, and a page that starts later than
// that opens no search the reader has since forgotten.
(function () {
  var keys = [];
  var capturingSince = -1;
  var longestWaitMs = 10000;

  function isTypingTarget(target) {
    return (
      !!target &&
      (target.isContentEditable ||
        target.tagName === 'INPUT' ||
        target.tagName === 'SELECT' ||
        target.tagName === 'TEXTAREA')
    );
  }

  function opensSearch(event) {
    var key = event.key || '';
    if (key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)) return true;
    return key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTypingTarget(event.target);
  }

  function isTypedKey(event) {
    var key = event.key || '';
    var typesCharacter = key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
    return (typesCharacter || key === 'Backspace') && !event.isComposing;
  }

  function onKeyDown(event) {
    var capturing = capturingSince >= 0 && event.timeStamp - capturingSince < longestWaitMs;
    if (!capturing) {
      if (!opensSearch(event)) return;
      keys = [];
      capturingSince = event.timeStamp;
    } else if (event.key === 'Escape') {
      keys = [];
      capturingSince = -1;
      return;
    } else if (!isTypedKey(event)) {
      return;
    }
    event.preventDefault();
    keys.push({key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey});
  }

  window.addEventListener('keydown', onKeyDown, true);
  window.kalynaEarlySearchKeys = {
    take: function () {
      window.removeEventListener('keydown', onKeyDown, true);
      var taken = capturingSince >= 0 && performance.now() - capturingSince < longestWaitMs ? keys : [];
      keys = [];
      return taken;
    },
  };
})();
