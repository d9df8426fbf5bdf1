(function () {
  var started = false;
  var observer = null;
  var starter = document.currentScript || document.querySelector('script[data-start]');
  function listed(attribute) {
    var value = starter ? starter.getAttribute(attribute) : '';
    return value ? value.split(' ') : [];
  }
  var entryScripts = listed('data-start');
  var routeChunks = listed('data-preload');
  setTimeout(start, 1000);
  function start() {
    if (started) return;
    started = true;
    if (observer) observer.disconnect();
    // The entry scripts run in the order they are added (async = false), each once it has arrived. The chunks are
    // fetched alongside at low priority, after the main script the page cannot start without, and wait in the cache
    // until the runtime asks for them.
    for (var i = 0; i < entryScripts.length; i++) {
      var script = document.createElement('script');
      script.src = entryScripts[i];
      script.async = false;
      document.head.appendChild(script);
    }
    for (var j = 0; j < routeChunks.length; j++) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = routeChunks[j];
      link.fetchPriority = 'low';
      document.head.appendChild(link);
    }
  }
  function startInNextTask() {
    setTimeout(start, 0);
  }
  function startAfterTwoFrames() {
    requestAnimationFrame(function () {
      requestAnimationFrame(startInNextTask);
    });
  }
  var entryTypes = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  var observing = false;
  try {
    if (entryTypes.indexOf('largest-contentful-paint') !== -1) {
      observer = new PerformanceObserver(startInNextTask);
      observer.observe({type: 'largest-contentful-paint', buffered: true});
      observing = true;
    } else if (entryTypes.indexOf('paint') !== -1) {
      observer = new PerformanceObserver(function (list) {
        if (list.getEntriesByName('first-contentful-paint').length > 0) startInNextTask();
      });
      observer.observe({type: 'paint', buffered: true});
      observing = true;
    }
  } catch {
    // Refused (by an extension, say): frames are the next sign that the page has been painted.
  }
  if (!observing) startAfterTwoFrames();
})();
