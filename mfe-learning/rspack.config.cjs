module.exports = require('@pipcrafters/federation').createRemoteConfig(__dirname);
