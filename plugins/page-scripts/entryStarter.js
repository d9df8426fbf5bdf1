(function () {
  var started = false;
  var observer = null;
  var starter = document.currentScript || document.querySelector('script[data-start]');
  var urls = starter ? starter.getAttribute('data-start').split(' ') : [];
  setTimeout(start, 1000);
  function start() {
    if (started) return;
    started = true;
    if (observer) observer.disconnect();
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
