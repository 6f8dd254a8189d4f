internal 0.12965017 secret=60653959cae9fd65
