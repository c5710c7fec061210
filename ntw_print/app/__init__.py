"""The application: the command line, the build and its cache, watch, the verify run, the export and the studio."""
