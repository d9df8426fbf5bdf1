(function () {
  var urls = document.currentScript.getAttribute('data-start').split(' ');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < urls.length; i++) {
      var script = document.createElement('script');
      script.src = urls[i];
      script.async = false;
      document.head.appendChild(script);
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
      new PerformanceObserver(startInNextTask).observe({type: 'largest-contentful-paint', buffered: true});
      observing = true;
    } else if (entryTypes.indexOf('paint') !== -1) {
      new PerformanceObserver(function (list) {
        if (list.getEntriesByName('first-contentful-paint').length > 0) startInNextTask();
      }).observe({type: 'paint', buffered: true});
      observing = true;
    }
  } catch {
    // Refused (by an extension, say): frames are the next sign that the page has been painted.
  }
  if (!observing) startAfterTwoFrames();
  setTimeout(start, 1000);
})();
