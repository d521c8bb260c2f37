"""The shell every window stands on: a table of actions, typed settings, a background task
runner, and the app's icon and style sheet."""
