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
  var entryTypes = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (entryTypes.indexOf('largest-contentful-paint') !== -1) {
    new PerformanceObserver(startInNextTask).observe({type: 'largest-contentful-paint', buffered: true});
  } else {
    requestAnimationFrame(function () {
      requestAnimationFrame(startInNextTask);
    });
  }
  setTimeout(start, 1000);
})();
