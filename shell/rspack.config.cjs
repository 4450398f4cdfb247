module.exports = require('@pipcrafters/federation').createShellConfig(__dirname);
