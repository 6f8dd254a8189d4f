internal 0.35235844 secret=4f4596ade78b8db9
