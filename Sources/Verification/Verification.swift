// The Verification module. Its contents arrive with the issues that fill it; see ../../README.md.
