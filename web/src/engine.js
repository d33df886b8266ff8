// The glue between JavaScript and the WebAssembly module (BMIKit's engine compiled with
// Embedded Swift): the page's script and the npm package's module both carry this text
// (make web, make npm), so they drive the module the same way. `make web` puts the module
// before it as BMI_MODULE_BASE64; the package loads bmi.wasm instead.

/* global BMI_MODULE_BASE64 */

var BMIEngine = (function () {
  // The module's interface (docs/web.md): bmi_alloc(n) gives a buffer for a UTF-8 query,
  // bmi_catalogue and bmi_classify take (pointer, length) and return a buffer holding a
  // 4-byte little-endian length and that much JSON; bmi_free frees both.
  function instantiate(bytes) {
    var memory = null;
    var imports = {
      env: {
        // Seeds Swift's hashing.
        random_bytes: function (pointer, count) {
          for (var offset = 0; offset < count; offset += 65536) {
            var chunk = Math.min(65536, count - offset);
            crypto.getRandomValues(new Uint8Array(memory.buffer, (pointer >>> 0) + offset, chunk));
          }
        },
      },
    };
    return WebAssembly.instantiate(bytes, imports).then(function (result) {
      var exports = result.instance.exports;
      memory = exports.memory;
      var encoder = new TextEncoder();
      var decoder = new TextDecoder("utf-8", { fatal: true });
      function call(name, query) {
        var input = encoder.encode(query);
        var pointer = exports.bmi_alloc(input.length) >>> 0;
        new Uint8Array(memory.buffer, pointer, input.length).set(input);
        var answer = exports[name](pointer, input.length) >>> 0;
        exports.bmi_free(pointer);
        var length = new DataView(memory.buffer).getUint32(answer, true);
        var text = decoder.decode(new Uint8Array(memory.buffer, answer + 4, length));
        exports.bmi_free(answer);
        return JSON.parse(text);
      }
      return {
        /** The compiled-in standards, names and labels in `language`. */
        catalogue: function (language) {
          return call("bmi_catalogue", "lang=" + encodeURIComponent(language)).standards;
        },
        /** The answer for a query string or URLSearchParams (docs/web.md lists the fields). */
        classify: function (query) {
          return call("bmi_classify", String(query));
        },
        /** Bytes of memory the module uses now. */
        memoryBytes: function () {
          return memory.buffer.byteLength;
        },
      };
    });
  }

  function decodeBase64(text) {
    var binary = atob(text);
    var bytes = new Uint8Array(binary.length);
    for (var index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
    return bytes;
  }

  return {
    instantiate: instantiate,
    /** The module this script carries. */
    embeddedModule: function () {
      return decodeBase64(BMI_MODULE_BASE64);
    },
    decodeBase64: decodeBase64,
  };
})();

